import pg from 'pg';
import type { Logger } from '../logging/logger.ts';
import { createListenerRegistry, type SyncNotifier } from './sync-notifier.ts';

export interface PostgresNotifierOptions {
  url: string;
  /** The schema the server runs in; instances of other schemas on one database do not hear us. */
  schema?: string;
  logger: Logger;
  /** Waits before reconnecting a lost listening connection. */
  reconnectDelayMs?: number;
}

/**
 * Scale-out: every instance LISTENs on one channel, and a write on any instance NOTIFYs it, so a
 * device whose event stream is held by instance B hears of a push that reached instance A.
 */
export async function createPostgresSyncNotifier(options: PostgresNotifierOptions): Promise<SyncNotifier> {
  const channel = `confab_sync_${options.schema ?? 'public'}`;
  const registry = createListenerRegistry();
  const publisher = new pg.Pool({ connectionString: options.url, max: 2 });
  let listener: pg.Client | undefined;
  let closed = false;
  // A function, so each check reads the flag close() flips (no stale narrowing across awaits).
  const isClosed = () => closed;

  const onNotification = (message: pg.Notification): void => {
    if (message.channel !== channel || message.payload === undefined) return;
    const separator = message.payload.lastIndexOf(':');
    const cursor = Number(message.payload.slice(separator + 1));
    if (separator > 0 && Number.isSafeInteger(cursor)) {
      registry.deliver(message.payload.slice(0, separator), cursor);
    }
  };

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: options.url });
    client.on('notification', onNotification);
    client.on('error', (error) => {
      options.logger.warn('sync notification connection lost', { error });
      void client.end().catch(() => undefined);
      if (listener === client) listener = undefined;
      if (!isClosed()) setTimeout(() => void reconnect(), options.reconnectDelayMs ?? 1000);
    });
    await client.connect();
    // The channel is built from a validated schema name, and identifiers cannot be parameters.
    await client.query(`LISTEN "${channel}"`);
    listener = client;
  };

  const reconnect = async (): Promise<void> => {
    if (isClosed() || listener) return;
    try {
      await connect();
    } catch (error) {
      options.logger.warn('sync notification reconnect failed', { error });
      if (!isClosed()) setTimeout(() => void reconnect(), options.reconnectDelayMs ?? 1000);
    }
  };

  await connect();

  return {
    async publish(userID, cursor) {
      await publisher.query('SELECT pg_notify($1, $2)', [channel, `${userID}:${String(cursor)}`]);
    },
    subscribe: (userID, listener) => registry.subscribe(userID, listener),
    async close() {
      closed = true;
      await Promise.all([listener?.end(), publisher.end()]);
      listener = undefined;
    },
  };
}
