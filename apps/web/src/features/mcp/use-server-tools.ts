import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { connectorClient, type ConnectorConnection } from './connector-client.ts';
import { remoteMcpServer } from './remote-mcp-client.ts';
import type { McpTool } from './connector-schemas.ts';
import { connectorErrorText } from './connector-error-text.ts';

export type ServerTools =
  { state: 'loading' } | { state: 'loaded'; tools: McpTool[] } | { state: 'error'; message: string };

/** Where a server's tools are read: the connector (with the server id) or the remote server itself. */
export type ToolsOrigin =
  { kind: 'connector'; connection: ConnectorConnection; serverID: string } | { kind: 'remote'; url: string };

function loadTools(origin: ToolsOrigin): Promise<McpTool[]> {
  if (origin.kind === 'remote') return remoteMcpServer(origin.url).then((server) => server.listTools());
  return connectorClient(origin.connection).tools(origin.serverID);
}

/** Every tool a server offers, switched on or not. */
export function useServerTools(origin: ToolsOrigin | undefined): ServerTools {
  const intl = useIntl();
  const [tools, setTools] = useState<ServerTools>({ state: 'loading' });
  // A string key, so a new but equal origin object does not read the tools again.
  const key = origin ? JSON.stringify(origin) : undefined;
  useEffect(() => {
    if (key === undefined) return;
    let cancelled = false;
    loadTools(JSON.parse(key) as ToolsOrigin).then(
      (loaded) => {
        if (!cancelled) setTools({ state: 'loaded', tools: loaded });
      },
      (error: unknown) => {
        if (!cancelled) setTools({ state: 'error', message: connectorErrorText(intl, error) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [key, intl]);
  return tools;
}
