// What the first bundle needs. The connector session (rendered after the first screen), the runtime
// of `mcp` plugins (loaded on a plugin's first call), the settings section and the plugin tab are
// in on-demand.ts.
export { isGeneratedMcpPlugin } from './mcp-plugin-records.ts';
export { isMcpOAuthCallback } from './mcp-oauth-route.ts';
