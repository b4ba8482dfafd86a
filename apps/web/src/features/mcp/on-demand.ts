// Parts that only lazily loaded code draws (the settings screen, the plugin's "MCP Connector" tab).
export { McpConnectorsSection } from './mcp-connectors-section.tsx';
export { McpConnectorPanel } from './mcp-connector-panel.tsx';
