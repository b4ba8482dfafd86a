import type { ConnectorClient } from './connector-client.ts';

export type ParsedMcpConfig =
  { ok: true; servers: ReadonlyMap<string, unknown> } | { ok: false; message: string };

/**
 * Reads the MCP JSON (Claude-desktop format, `{"mcpServers": {...}}`). Empty text means no servers
 * (spec §5: an empty JSON just saves and restarts). `message` fills "Invalid JSON format: {message}".
 */
export function parseMcpConfig(text: string): ParsedMcpConfig {
  if (text.trim() === '') return { ok: true, servers: new Map() };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  const servers =
    typeof parsed === 'object' && parsed !== null && Object.hasOwn(parsed, 'mcpServers')
      ? (parsed as { mcpServers: unknown }).mcpServers
      : undefined;
  if (typeof servers !== 'object' || servers === null || Array.isArray(servers)) {
    return { ok: false, message: 'expected an object with "mcpServers"' };
  }
  return { ok: true, servers: new Map(Object.entries(servers)) };
}

export interface ApplyOutcome {
  /** Entries the connector could not start, with its reason. */
  failures: { id: string; error: string }[];
}

/**
 * Makes the connector run exactly the servers of the JSON: servers it runs that the JSON no longer
 * names are stopped first, then the rest are started (unchanged ones keep running).
 */
export async function applyMcpConfig(
  client: ConnectorClient,
  servers: ReadonlyMap<string, unknown>,
): Promise<ApplyOutcome> {
  const running = await client.clients();
  await Promise.all(running.filter(({ id }) => !servers.has(id)).map(({ id }) => client.remove(id)));
  if (servers.size === 0) return { failures: [] };
  const answer = await client.start(Object.fromEntries(servers));
  return { failures: answer.errors ?? [] };
}
