import type { Plugin, StoragePort } from '@confab/core';
import type { ConnectorClient } from './connector-client.ts';
import type { McpTool } from './connector-schemas.ts';
import type { DisabledTools } from '@confab/core';
import {
  isGeneratedMcpPlugin,
  isRemoteMcpPlugin,
  mcpPluginID,
  mcpPluginRecord,
  modelToolNames,
  type RunningServerTools,
} from './mcp-plugin-records.ts';

export interface RefreshMcpPluginsInput {
  client: ConnectorClient;
  storage: StoragePort;
  disabledTools: DisabledTools;
  /** Names other tools already use (the built-ins), so an MCP tool never shadows one. */
  takenNames: ReadonlySet<string>;
  now: number;
}

async function toolsOrNone(client: ConnectorClient, serverID: string): Promise<McpTool[]> {
  try {
    return await client.tools(serverID);
  } catch {
    // A server whose tool list fails offers nothing until the next refresh.
    return [];
  }
}

function enabledTools(tools: readonly McpTool[], disabled: readonly string[] | undefined): McpTool[] {
  return disabled ? tools.filter((tool) => !disabled.includes(tool.name)) : [...tools];
}

/**
 * Makes the generated plugins match the servers running in the connector: one plugin per server
 * with at least one tool switched on (its title is the server id), none for servers that stopped.
 * Run after connecting and after every start. Returns each server's full tool list.
 */
export async function refreshMcpPlugins(input: RefreshMcpPluginsInput): Promise<Map<string, McpTool[]>> {
  const { client, storage } = input;
  const running = await client.clients();
  const allTools = new Map<string, McpTool[]>();
  await Promise.all(
    running.map(async ({ id }) => {
      allTools.set(id, await toolsOrNone(client, id));
    }),
  );
  const disabledByServer = new Map(Object.entries(input.disabledTools));
  const servers: RunningServerTools[] = running
    .map(({ id }) => ({
      serverID: id,
      tools: enabledTools(allTools.get(id) ?? [], disabledByServer.get(id)),
    }))
    .filter((server) => server.tools.length > 0);
  const names = modelToolNames(servers, input.takenNames);
  const existing = new Map<string, Plugin>(
    (await storage.plugins.list())
      .filter((plugin) => isGeneratedMcpPlugin(plugin) && !isRemoteMcpPlugin(plugin))
      .map((plugin) => [plugin.id, plugin]),
  );
  const records = servers.map((server) =>
    mcpPluginRecord(
      server,
      names.get(server.serverID) ?? new Map(),
      existing.get(mcpPluginID(server.serverID)),
      input.now,
    ),
  );
  await storage.plugins.putMany(records);
  const kept = new Set(records.map((record) => record.id));
  for (const id of existing.keys()) if (!kept.has(id)) await storage.plugins.delete(id);
  return allTools;
}
