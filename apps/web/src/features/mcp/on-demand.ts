// Parts that only lazily loaded code draws (the settings screen, the plugin's "MCP Connector" tab).
export { McpConnectorsSection } from './mcp-connectors-section.tsx';
export { McpConnectorPanel } from './mcp-connector-panel.tsx';
// The runtime of `mcp` plugins, loaded on a plugin's first call (tools/plugin-runtimes.ts).
export { createMcpRuntime } from './mcp-runtime.ts';
export { currentMcpConnection, remoteMcpServerURL } from './mcp-connection.ts';
