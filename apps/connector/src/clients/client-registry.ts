import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { connectMcpClient } from './connect-mcp-client.ts';
import type { ServerConfig } from './server-config.ts';
import { stableJson } from './stable-json.ts';

export interface ClientEntry {
  id: string;
  config: ServerConfig;
  client: Client;
  createdAt: Date;
}

export type StartOutcome = 'started' | 'restarted' | 'unchanged';

export interface ClientRegistry {
  /** Starts a server, replaces it when its config changed, leaves it running when it did not. */
  start(id: string, config: ServerConfig): Promise<StartOutcome>;
  /** Stops and starts a server with its current config; undefined when there is no such client. */
  restart(id: string): Promise<ClientEntry | undefined>;
  /** Stops a server (its child process ends); false when there was no such client. */
  remove(id: string): Promise<boolean>;
  get(id: string): ClientEntry | undefined;
  list(): ClientEntry[];
  /** Stops every server and refuses new ones: the connector is shutting down. */
  closeAll(): Promise<void>;
}

export interface ClientRegistryOptions {
  log: (line: string) => void;
}

export function createClientRegistry({ log }: ClientRegistryOptions): ClientRegistry {
  const entries = new Map<string, ClientEntry>();
  // One operation per id at a time: two /start calls racing for one id would otherwise both spawn
  // a process, and the one not kept would run on unseen.
  const queues = new Map<string, Promise<unknown>>();
  const shutdown = new AbortController();

  function exclusive<Result>(id: string, task: () => Promise<Result>): Promise<Result> {
    const run = (queues.get(id) ?? Promise.resolve()).then(task);
    const settled = run.catch(() => undefined);
    queues.set(id, settled);
    void settled.then(() => {
      if (queues.get(id) === settled) queues.delete(id);
    });
    return run;
  }

  async function stop(entry: ClientEntry): Promise<void> {
    entries.delete(entry.id);
    // The SDK ends a stdio child by closing its stdin, then SIGTERM, then SIGKILL (about 2 s each).
    await entry.client.close().catch(() => undefined);
    log(`Stopped MCP server "${entry.id}"`);
  }

  async function connect(id: string, config: ServerConfig): Promise<ClientEntry> {
    shutdown.signal.throwIfAborted();
    const client = await connectMcpClient(id, config, shutdown.signal);
    // A handshake that finished just as the connector began shutting down: close what it started.
    if (shutdown.signal.aborted) {
      await client.close().catch(() => undefined);
      shutdown.signal.throwIfAborted();
    }
    const entry = { id, config, client, createdAt: new Date() };
    entries.set(id, entry);
    log(`Started MCP server "${id}"`);
    return entry;
  }

  return {
    start: (id, config) =>
      exclusive(id, async () => {
        const existing = entries.get(id);
        if (existing && stableJson(existing.config) === stableJson(config)) return 'unchanged';
        if (existing) await stop(existing);
        await connect(id, config);
        return existing ? 'restarted' : 'started';
      }),
    restart: (id) =>
      exclusive(id, async () => {
        const existing = entries.get(id);
        if (!existing) return undefined;
        await stop(existing);
        return connect(id, existing.config);
      }),
    remove: (id) =>
      exclusive(id, async () => {
        const existing = entries.get(id);
        if (existing) await stop(existing);
        return existing !== undefined;
      }),
    get: (id) => entries.get(id),
    list: () => [...entries.values()],
    closeAll: async () => {
      // Handshakes in flight end now (their child processes with them), not after the timeout.
      shutdown.abort();
      const ids = new Set([...entries.keys(), ...queues.keys()]);
      await Promise.all(
        [...ids].map((id) =>
          exclusive(id, async () => {
            const entry = entries.get(id);
            if (entry) await stop(entry);
          }).catch(() => undefined),
        ),
      );
    },
  };
}
