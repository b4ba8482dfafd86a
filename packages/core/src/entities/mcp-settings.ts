import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';

// The MCP settings' shapes (docs/mcp.md "What is stored"), here so the app, its settings screens and
// the full export's worker read and check them alike.

/** Connector details (spec §3): where it listens and how it was set up. Syncs with plugin settings. */
export const connectorDetailsSchema = lazySchema(() =>
  z.object({
    url: z.string().check(z.maxLength(2048)),
    lastSetupServerMode: z.enum(['local', 'remote']),
  }),
);

export type ConnectorDetails = z.infer<typeof connectorDetailsSchema>;
export type ConnectorMode = ConnectorDetails['lastSetupServerMode'];

/** A nullable setting: removing the details stores null, which syncs like any other change. */
export const storedConnectorDetailsSchema = lazySchema(() => z.nullable(connectorDetailsSchema));

export const connectorTokenSchema = lazySchema(() => z.string().check(z.maxLength(1024)));

/** The MCP JSON as the person wrote it (Claude-desktop `mcpServers` format). */
export const mcpServerConfigTextSchema = lazySchema(() => z.string().check(z.maxLength(100_000)));

/** Tools switched off on the plugin's "MCP Connector" tab, by server id. */
export const disabledToolsSchema = lazySchema(() =>
  z.record(
    z.string().check(z.maxLength(256)),
    z.array(z.string().check(z.maxLength(256))).check(z.maxLength(500)),
  ),
);

export type DisabledTools = z.infer<typeof disabledToolsSchema>;

export const noDisabledTools: DisabledTools = {};

/** MCP servers the page reaches itself (no connector): URL by server id. Syncs with plugin settings. */
export const remoteServersSchema = lazySchema(() =>
  z.record(
    z.string().check(z.minLength(1), z.maxLength(128)),
    z.object({ url: z.string().check(z.maxLength(2048)) }),
  ),
);

export type RemoteServers = z.infer<typeof remoteServersSchema>;

export const noRemoteServers: RemoteServers = {};

/**
 * The MCP settings travel in a full export as one entry of `userPluginSettings` under this id, each
 * setting as JSON text (the export's plugin settings hold plain values). The connector's token is not
 * among them: it is a key, and keys are never exported.
 */
export const mcpExportPluginID = 'confab.mcp';

/** Export field name, the stored setting key's place in `mcpSettingKeys`, and its schema. */
const mcpExportFields = [
  { field: 'MCP_CONNECTOR_DETAILS', setting: 'connector', schema: storedConnectorDetailsSchema },
  { field: 'MCP_SERVER_CONFIG', setting: 'serverConfig', schema: mcpServerConfigTextSchema },
  { field: 'MCP_REMOTE_SERVERS', setting: 'remoteServers', schema: remoteServersSchema },
  { field: 'MCP_DISABLED_TOOLS', setting: 'disabledTools', schema: disabledToolsSchema },
] as const;

/** Where the app stores each MCP setting (its settings table keys). */
export interface McpSettingKeys {
  connector: string;
  serverConfig: string;
  remoteServers: string;
  disabledTools: string;
}

/** The export entry for the stored MCP settings, or undefined when none is set. */
export function mcpExportEntry(
  stored: ReadonlyMap<string, unknown>,
  keys: McpSettingKeys,
): Record<string, string> | undefined {
  const entry: [string, string][] = [];
  for (const { field, setting, schema } of mcpExportFields) {
    const value = stored.get(keys[setting]);
    if (value === undefined || value === null || value === '') continue;
    if (schema.safeParse(value).success) entry.push([field, JSON.stringify(value)]);
  }
  return entry.length === 0 ? undefined : Object.fromEntries(entry);
}

/**
 * The stored MCP settings an export entry holds: each field that is JSON of the right shape; a field
 * that is not is left out, so a damaged file changes nothing it cannot read.
 */
export function mcpSettingsFromExport(entry: unknown, keys: McpSettingKeys): Map<string, unknown> {
  const settings = new Map<string, unknown>();
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return settings;
  const fields = new Map<string, unknown>(Object.entries(entry));
  for (const { field, setting, schema } of mcpExportFields) {
    const text = fields.get(field);
    if (typeof text !== 'string') continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      continue;
    }
    const parsed = schema.safeParse(value);
    if (parsed.success) settings.set(keys[setting], parsed.data);
  }
  return settings;
}
