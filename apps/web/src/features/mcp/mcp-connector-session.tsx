import { useMcpConnectorSession } from './use-mcp-connector-session.ts';

/**
 * The connector session as a part the app renders after its first screen (app/deferred-hosts.tsx):
 * the saved servers reach the MCP runtime before any plugin call, without being on the first load.
 */
export function McpConnectorSession() {
  useMcpConnectorSession();
  return null;
}
