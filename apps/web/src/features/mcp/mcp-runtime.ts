import type { PluginRuntime } from '../tools/index.ts';
import { connectorClient, type ConnectorConnection } from './connector-client.ts';
import { ConnectorError } from './connector-error.ts';
import { callToolResultText } from './call-tool-result-text.ts';
import { mcpServerIDOf } from './mcp-plugin-records.ts';

/** Why a call failed, in words the model can act on (it reads tool errors and may retry or explain). */
function toolErrorMessage(error: ConnectorError, serverID: string): string {
  if (error.failure === 'network') return `The MCP connector could not be reached: ${error.message}`;
  if (error.failure === 'timeout') return `The MCP server ${serverID} did not answer in time.`;
  if (error.status === 404) return `The MCP server ${serverID} is not running.`;
  return `The MCP server ${serverID} failed: ${error.message}`;
}

/**
 * The runtime of `mcp` plugins: calls the tool on the connector and turns its `CallToolResult`
 * into the result text; `isError`, a dead server, a timeout or no connector become tool errors.
 */
export function createMcpRuntime(connection: () => ConnectorConnection | undefined): PluginRuntime {
  return async (args, { plugin, pluginFunction, signal }) => {
    const serverID = mcpServerIDOf(plugin);
    const connector = connection();
    if (!connector) throw new Error('No MCP connector is set up (Settings → MCP connectors).');
    let result;
    try {
      result = await connectorClient(connector).callTool(serverID, pluginFunction.id, args, signal);
    } catch (error) {
      if (error instanceof ConnectorError) throw new Error(toolErrorMessage(error, serverID));
      throw error;
    }
    const text = callToolResultText(result);
    if (result.isError === true) throw new Error(text || 'The MCP tool reported an error.');
    return text;
  };
}
