// What the first bundle needs: the runtime of `mcp` plugins and the session the app mounts. The
// settings section and the plugin tab are in on-demand.ts.
export { createMcpRuntime } from './mcp-runtime.ts';
export { currentMcpConnection, remoteMcpServerURL } from './mcp-connection.ts';
export { useMcpConnectorSession } from './use-mcp-connector-session.ts';
export { isGeneratedMcpPlugin } from './mcp-plugin-records.ts';
export { isMcpOAuthCallback } from './mcp-oauth-route.ts';
