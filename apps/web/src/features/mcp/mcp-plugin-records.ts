import { pluginLimits, type Plugin, type PluginFunction } from '@confab/core';
import type { McpTool } from './connector-schemas.ts';

/** Generated plugins are named after their server so a refresh finds and replaces its own. */
const mcpPluginIDPrefix = 'mcp-';

export function mcpPluginID(serverID: string): string {
  return `${mcpPluginIDPrefix}${serverID}`;
}

/** A server the page reaches itself, without the connector. */
const remoteMcpPluginIDPrefix = 'mcp-remote-';

export function mcpRemotePluginID(serverID: string): string {
  return `${remoteMcpPluginIDPrefix}${serverID}`;
}

export function isRemoteMcpPlugin(plugin: Plugin): boolean {
  return plugin.id.startsWith(remoteMcpPluginIDPrefix);
}

export function isGeneratedMcpPlugin(plugin: Plugin): boolean {
  return plugin.implementationType === 'mcp' && plugin.mcpDetails?.generated === true;
}

/** The server a generated plugin stands for: its title is the server id (spec §3). */
export function mcpServerIDOf(plugin: Plugin): string {
  return plugin.title;
}

export interface RunningServerTools {
  serverID: string;
  tools: readonly McpTool[];
}

/** Vendors accept tool names of letters, digits, `_` and `-`, at most 64 characters. */
function modelSafeName(name: string): string {
  return name.replaceAll(/[^A-Za-z0-9_-]/g, '_').slice(0, 64) || 'tool';
}

/**
 * The name the model calls for each server's tool. A tool keeps its own name when no other server
 * (and no name in `takenNames`, the built-ins) offers it; otherwise it is prefixed with its
 * server's id. The MCP name stays in the function's `id`, which the runtime calls.
 */
export function modelToolNames(
  servers: readonly RunningServerTools[],
  takenNames: ReadonlySet<string>,
): Map<string, Map<string, string>> {
  const counts = new Map<string, number>();
  for (const server of servers) {
    for (const tool of server.tools) {
      const name = modelSafeName(tool.name);
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  const used = new Set(takenNames);
  const byServer = new Map<string, Map<string, string>>();
  for (const server of servers) {
    const names = new Map<string, string>();
    for (const tool of server.tools) {
      const plain = modelSafeName(tool.name);
      let name =
        (counts.get(plain) ?? 0) > 1 || used.has(plain)
          ? modelSafeName(`${server.serverID}_${plain}`)
          : plain;
      for (let suffix = 2; used.has(name); suffix += 1) name = modelSafeName(`${plain}_${suffix}`);
      used.add(name);
      names.set(tool.name, name);
    }
    byServer.set(server.serverID, names);
  }
  return byServer;
}

function pluginFunctionOf(tool: McpTool, modelName: string): PluginFunction {
  const description = (tool.description ?? tool.title)?.slice(0, pluginLimits.textCharacters);
  return {
    id: tool.name,
    implementationType: 'mcp',
    openaiSpec: {
      name: modelName,
      ...(description === undefined ? {} : { description }),
      parameters: tool.inputSchema ?? { type: 'object', properties: {} },
    },
  };
}

/**
 * The plugin record of one running server: one function per tool (at most `pluginLimits.functions`),
 * keeping the person's enabled switch and creation time from the record it replaces.
 */
export function mcpPluginRecord(
  server: RunningServerTools,
  modelNames: ReadonlyMap<string, string>,
  previous: Plugin | undefined,
  now: number,
  id: string = mcpPluginID(server.serverID),
): Plugin {
  const pluginFunctions = server.tools
    .slice(0, pluginLimits.functions)
    .map((tool) => pluginFunctionOf(tool, modelNames.get(tool.name) ?? tool.name));
  const first = pluginFunctions[0];
  return {
    id,
    uuid: previous?.uuid ?? crypto.randomUUID(),
    title: server.serverID,
    enabled: previous?.enabled ?? true,
    implementationType: 'mcp',
    openaiSpec: first?.openaiSpec ?? { name: modelSafeName(server.serverID) },
    pluginFunctions,
    mcpDetails: { generated: true },
    createdAt: previous?.createdAt ?? now,
    updatedAt: now,
    syncedAt: null,
  };
}
