import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { connectorClient, connectorTimeouts, type ConnectorConnection } from './connector-client.ts';
import type { McpTool } from './connector-schemas.ts';
import { connectorErrorText } from './connector-error-text.ts';
import { preCheckDelayMilliseconds } from './local-connector-urls.ts';
import type { ConnectorMode } from '@confab/core';
import { useRefreshMcpPlugins } from './use-refresh-mcp-plugins.ts';

export type ConnectorStatus =
  | { state: 'checking' }
  | { state: 'connected'; servers: ReadonlyMap<string, McpTool[]> }
  | { state: 'error'; message: string };

/**
 * The saved connector's state: after spec §9's short random delay, one ping (1 s locally, 5 s
 * remote); when it answers, the MCP plugins are refreshed and the running servers listed.
 */
export function useConnectorStatus(
  connection: ConnectorConnection,
  mode: ConnectorMode,
  { immediate }: { immediate: boolean },
): { status: ConnectorStatus; refresh: () => Promise<void> } {
  const intl = useIntl();
  const refreshPlugins = useRefreshMcpPlugins();
  const [status, setStatus] = useState<ConnectorStatus>({ state: 'checking' });
  const { url, token } = connection;

  const check = useCallback(async () => {
    const client = connectorClient({ url, token });
    const timeout =
      mode === 'local' ? connectorTimeouts.localPingMilliseconds : connectorTimeouts.remotePingMilliseconds;
    try {
      await client.ping(timeout);
      setStatus({ state: 'connected', servers: await refreshPlugins(client) });
    } catch (error) {
      setStatus({ state: 'error', message: connectorErrorText(intl, error) });
    }
  }, [url, token, mode, intl, refreshPlugins]);

  useEffect(() => {
    const timer = setTimeout(() => void check(), immediate ? 0 : preCheckDelayMilliseconds(mode));
    return () => {
      clearTimeout(timer);
    };
    // One check per saved connector; `refresh` re-checks on demand.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, token, mode]);

  return { status, refresh: check };
}
