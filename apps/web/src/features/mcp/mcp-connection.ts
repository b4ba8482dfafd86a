import type { StoragePort } from '@confab/core';
import type { RequestHeader } from './remote-server-headers.ts';
import type { ConnectorConnection } from './connector-client.ts';

/**
 * The connector the MCP runtime calls. Runtimes are plain functions registered once
 * (`features/tools/plugin-runtimes.ts`), so the saved details reach them here, kept current by
 * `useMcpConnectorSession` from the stored settings.
 */
let current: ConnectorConnection | undefined;

export function setMcpConnection(connection: ConnectorConnection | undefined): void {
  current = connection;
}

export function currentMcpConnection(): ConnectorConnection | undefined {
  return current;
}

let remoteServers: ReadonlyMap<string, string> = new Map();

/** The remote MCP servers the page calls itself: URL by server id (`plugins.mcpRemoteServers`). */
export function setRemoteMcpServers(servers: ReadonlyMap<string, string>): void {
  remoteServers = servers;
}

export function remoteMcpServerURL(serverID: string): string | undefined {
  return remoteServers.get(serverID);
}

/** Where remote MCP servers' OAuth state is kept, and the origin its callback page is on. */
export interface McpOAuthContext {
  storage: StoragePort;
  origin: string;
}

let oauthContext: McpOAuthContext | undefined;

export function setMcpOAuthContext(context: McpOAuthContext | undefined): void {
  oauthContext = context;
}

export function mcpOAuthContext(): McpOAuthContext | undefined {
  return oauthContext;
}

let remoteHeaders: ReadonlyMap<string, readonly RequestHeader[]> = new Map();

/** Request headers per remote server URL, opened from `apiKeys.mcpRemoteHeaders` (locked ones are absent). */
export function setRemoteMcpHeaders(headers: ReadonlyMap<string, readonly RequestHeader[]>): void {
  remoteHeaders = headers;
}

/** Takes a server's headers at once (a server being added), before the saved setting comes round. */
export function rememberRemoteMcpHeaders(url: string, headers: readonly RequestHeader[]): void {
  remoteHeaders = new Map([...remoteHeaders, [url, headers]]);
}

export function remoteMcpHeaders(url: string): readonly RequestHeader[] {
  return remoteHeaders.get(url) ?? [];
}
