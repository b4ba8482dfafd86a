// What the first bundle needs: the session the app mounts. The runtime of `mcp` plugins (loaded on
// a plugin's first call), the settings section and the plugin tab are in on-demand.ts.
export { useMcpConnectorSession } from './use-mcp-connector-session.ts';
export { isGeneratedMcpPlugin } from './mcp-plugin-records.ts';
export { isMcpOAuthCallback } from './mcp-oauth-route.ts';
