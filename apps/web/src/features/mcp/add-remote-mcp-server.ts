import { pluginFunctionsOf, type StoragePort } from '@confab/core';
import {
  isGeneratedMcpPlugin,
  mcpPluginRecord,
  mcpRemotePluginID,
  modelToolNames,
} from './mcp-plugin-records.ts';
import { remoteMcpServer } from './remote-mcp-client.ts';

export interface AddRemoteMcpServerInput {
  storage: StoragePort;
  serverID: string;
  url: string;
  /** Names other tools already use (the built-ins). */
  takenNames: ReadonlySet<string>;
  /** Tools switched off on the plugin's MCP Connector tab. */
  disabledTools?: readonly string[];
  now: number;
}

/**
 * Connects to a remote MCP server from the page, reads its tools and writes its generated plugin
 * (`mcp-remote-<id>`) with the tools that are switched on; resolves with the number of tools. A tool named like one of another MCP plugin or a built-in gets the server's
 * prefix. Rejects (and writes nothing) when the server cannot be reached or refuses this page.
 */
export async function addRemoteMcpServer(input: AddRemoteMcpServerInput): Promise<number> {
  const allTools = await (await remoteMcpServer(input.url)).listTools();
  const tools = allTools.filter((tool) => !input.disabledTools?.includes(tool.name));
  const pluginID = mcpRemotePluginID(input.serverID);
  if (tools.length === 0) {
    // A plugin without functions would offer its top-level spec: no plugin until a tool is on.
    await input.storage.plugins.delete(pluginID);
    return allTools.length;
  }
  const others = (await input.storage.plugins.list()).filter(
    (plugin) => isGeneratedMcpPlugin(plugin) && plugin.id !== pluginID,
  );
  const taken = new Set(input.takenNames);
  for (const plugin of others) for (const each of pluginFunctionsOf(plugin)) taken.add(each.openaiSpec.name);
  const server = { serverID: input.serverID, tools };
  const names = modelToolNames([server], taken).get(input.serverID) ?? new Map<string, string>();
  const previous = await input.storage.plugins.get(pluginID);
  await input.storage.plugins.put(mcpPluginRecord(server, names, previous, input.now, pluginID));
  return allTools.length;
}

/** Connects a saved remote server as the settings screen does: no tools switched off, built-ins taken. */
export function connectRemoteMcpServer(
  storage: StoragePort,
  serverID: string,
  url: string,
  takenNames: ReadonlySet<string>,
): Promise<number> {
  return addRemoteMcpServer({ storage, serverID, url, takenNames, now: Date.now() });
}
