import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { connectorClient, type ConnectorConnection } from './connector-client.ts';
import type { McpTool } from './connector-schemas.ts';
import { connectorErrorText } from './connector-error-text.ts';

export type ServerTools =
  { state: 'loading' } | { state: 'loaded'; tools: McpTool[] } | { state: 'error'; message: string };

/** Every tool a running server offers, switched on or not, read from the connector. */
export function useServerTools(connection: ConnectorConnection | undefined, serverID: string): ServerTools {
  const intl = useIntl();
  const [tools, setTools] = useState<ServerTools>({ state: 'loading' });
  const url = connection?.url;
  const token = connection?.token;
  useEffect(() => {
    if (!url || !token) return;
    let cancelled = false;
    connectorClient({ url, token })
      .tools(serverID)
      .then(
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
  }, [url, token, serverID, intl]);
  return tools;
}
