import { systemClock, type StoragePort } from '@confab/core';
import { createSyncEngine, syncDelayMs, type SyncEngine, type SyncStatus } from '@confab/core/sync';
import { listenForSyncEvents } from './listen-for-sync-events.ts';
import { createHttpSyncTransport } from './sync-http-transport.ts';
import { serverErrorMessage } from '../../host/server-request-error.ts';

export interface SyncSession {
  engine: SyncEngine;
  stop(): void;
}

/**
 * Syncs one signed-in account: now, after local changes and on server events. Loaded only once a
 * cloud token exists, so people who never sign in never download the sync engine.
 */
export function startSyncSession(
  storage: StoragePort,
  token: string,
  onStatus: (status: SyncStatus) => void,
): SyncSession {
  const engine = createSyncEngine({
    storage,
    transport: createHttpSyncTransport(token),
    clock: systemClock,
    describeError: serverErrorMessage,
  });
  const unsubscribeStatus = engine.subscribe(onStatus);
  let timer: number | undefined;
  const syncSoon = () => {
    window.clearTimeout(timer);
    engine.markScheduled();
    timer = window.setTimeout(() => void engine.sync(), syncDelayMs);
  };
  // The engine's own writes come back as changes too: its bookkeeping (`sync.` settings) is
  // ignored outright, and its record writes leave nothing unsynced, so at most one scheduled run
  // follows them and finds nothing to do.
  const unsubscribeStorage = storage.subscribe((change) => {
    if (change.table === 'tombstones' || engine.status.phase === 'syncing') return;
    if (change.table === 'settings' && change.ids.every((key) => key.startsWith('sync.'))) return;
    syncSoon();
  });
  const events = new AbortController();
  let knownCursor = -1;
  void listenForSyncEvents(
    token,
    (cursor) => {
      if (cursor !== knownCursor) void engine.sync();
      knownCursor = cursor;
    },
    events.signal,
  );
  void engine.sync();
  return {
    engine,
    stop: () => {
      window.clearTimeout(timer);
      events.abort();
      unsubscribeStorage();
      unsubscribeStatus();
    },
  };
}
