import type { PluginCallContext, PluginRuntime } from '../tools/index.ts';
import { toolResultWithImages } from '../tools/on-demand.ts';
import { connectorClient, type ConnectorConnection } from './connector-client.ts';
import { ConnectorError } from './connector-error.ts';
import type { CallToolResult } from './connector-schemas.ts';
import { callToolResultText } from './call-tool-result-text.ts';
import { callToolResultImages } from './call-tool-result-images.ts';
import { isRemoteMcpPlugin, mcpServerIDOf } from './mcp-plugin-records.ts';
import { forgetRemoteMcpServer, remoteMcpServer } from './remote-mcp-client.ts';

/** Why a call failed, in words the model can act on (it reads tool errors and may retry or explain). */
function toolErrorMessage(error: ConnectorError, serverID: string): string {
  if (error.failure === 'network') return `The MCP connector could not be reached: ${error.message}`;
  if (error.failure === 'timeout') return `The MCP server ${serverID} did not answer in time.`;
  if (error.status === 404) return `The MCP server ${serverID} is not running.`;
  return `The MCP server ${serverID} failed: ${error.message}`;
}

/**
 * The runtime of `mcp` plugins: calls the tool on the connector (or, for a remote server, on the
 * server itself) and turns its `CallToolResult`
 * into the result text; `isError`, a dead server, a timeout or no connector become tool errors.
 */
async function callRemote(
  url: string | undefined,
  serverID: string,
  toolName: string,
  args: Record<string, unknown>,
  signal: AbortSignal,
): Promise<CallToolResult> {
  if (url === undefined) throw new Error(`The remote MCP server ${serverID} is not set up.`);
  try {
    return await (await remoteMcpServer(url)).callTool(toolName, args, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    forgetRemoteMcpServer(url);
    throw new Error(
      `The MCP server ${serverID} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

export interface McpRuntimeSources {
  connection: () => ConnectorConnection | undefined;
  remoteURL: (serverID: string) => string | undefined;
}

export function createMcpRuntime({ connection, remoteURL }: McpRuntimeSources): PluginRuntime {
  return async (args, { plugin, pluginFunction, signal, storeImage }) => {
    const serverID = mcpServerIDOf(plugin);
    if (isRemoteMcpPlugin(plugin)) {
      const result = await callRemote(remoteURL(serverID), serverID, pluginFunction.id, args, signal);
      return resultForModel(result, storeImage);
    }
    const connector = connection();
    if (!connector) throw new Error('No MCP connector is set up (Settings → MCP connectors).');
    let result;
    try {
      result = await connectorClient(connector).callTool(serverID, pluginFunction.id, args, signal);
    } catch (error) {
      if (error instanceof ConnectorError) throw new Error(toolErrorMessage(error, serverID));
      throw error;
    }
    return resultForModel(result, storeImage);
  };
}

/**
 * The result for the model: the text, and when the tool returned pictures and this device can keep
 * them, their blob ids so the step shows them. A tool error (`isError`) is thrown so the model reads
 * it as one.
 */
async function resultForModel(
  result: CallToolResult,
  storeImage: PluginCallContext['storeImage'],
): Promise<string> {
  const text = callToolResultText(result);
  if (result.isError === true) throw new Error(text || 'The MCP tool reported an error.');
  const images = storeImage ? callToolResultImages(result) : [];
  if (!storeImage || images.length === 0) return text;
  const imageIDs = await Promise.all(images.map((image) => storeImage(image)));
  return toolResultWithImages(text, imageIDs);
}
