import * as z from 'zod/mini';

/** Connector details (spec §3): where it listens and how it was set up. Syncs with plugin settings. */
export const connectorDetailsSchema = z.object({
  url: z.string().check(z.maxLength(2048)),
  lastSetupServerMode: z.enum(['local', 'remote']),
});

export type ConnectorDetails = z.infer<typeof connectorDetailsSchema>;
export type ConnectorMode = ConnectorDetails['lastSetupServerMode'];

/** A nullable setting: removing the details stores null, which syncs like any other change. */
export const storedConnectorDetailsSchema = z.nullable(connectorDetailsSchema);

export const connectorTokenSchema = z.string().check(z.maxLength(1024));

/** The MCP JSON as the person wrote it (Claude-desktop `mcpServers` format). */
export const mcpServerConfigTextSchema = z.string().check(z.maxLength(100_000));

/** Tools switched off on the plugin's "MCP Connector" tab, by server id. */
export const disabledToolsSchema = z.record(
  z.string().check(z.maxLength(256)),
  z.array(z.string().check(z.maxLength(256))).check(z.maxLength(500)),
);

export type DisabledTools = z.infer<typeof disabledToolsSchema>;

export const noDisabledTools: DisabledTools = {};

/** MCP servers the page reaches itself (no connector): URL by server id. Syncs with plugin settings. */
export const remoteServersSchema = z.record(
  z.string().check(z.minLength(1), z.maxLength(128)),
  z.object({ url: z.string().check(z.maxLength(2048)) }),
);

export type RemoteServers = z.infer<typeof remoteServersSchema>;

export const noRemoteServers: RemoteServers = {};
