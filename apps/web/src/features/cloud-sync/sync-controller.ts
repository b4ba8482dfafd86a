import { systemClock, type StoragePort } from '@confab/core';
import {
  createSyncEngine,
  enabledCategories,
  syncStateKeys,
  initialSyncStatus,
  syncDelayMs,
  type SyncCategory,
  type SyncEngine,
  type SyncStatus,
} from '@confab/core/sync';
import { listenForSyncEvents } from './listen-for-sync-events.ts';
import { createHttpSyncTransport, genericSyncError, SyncRequestError } from './sync-http-transport.ts';

export interface SyncController {
  readonly status: SyncStatus;
  subscribe(listener: () => void): () => void;
  /** Starts syncing for the signed-in account: now, after local changes and on server events. */
  start(token: string): void;
  stop(): void;
  syncNow(): Promise<void>;
  resyncEverything(): Promise<void>;
  setCategoryEnabled(category: SyncCategory, enabled: boolean): Promise<void>;
  enabledCategories(): Promise<Set<SyncCategory>>;
}

function describeError(error: unknown): string {
  return error instanceof SyncRequestError ? error.userMessage : genericSyncError;
}

/**
 * One per store: owns the engine of the signed-in account, the delayed sync after local changes
 * and the event stream that tells this device of changes made elsewhere.
 */
export function createSyncController(storage: StoragePort): SyncController {
  let engine: SyncEngine | undefined;
  let status: SyncStatus = initialSyncStatus;
  let stopEngine: (() => void) | undefined;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  // Screens may call these before the engine starts (child effects run before the provider's) or
  // after sign-out: they answer as rejected promises, never by throwing into a render.
  const withEngine = async <T>(run: (current: SyncEngine) => Promise<T>): Promise<T> => {
    if (!engine) throw new SyncRequestError('Log in to use cloud sync.', undefined);
    return run(engine);
  };

  return {
    get status() {
      return status;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    start(token) {
      stopEngine?.();
      const current = createSyncEngine({
        storage,
        transport: createHttpSyncTransport(token),
        clock: systemClock,
        describeError,
      });
      engine = current;
      const unsubscribeStatus = current.subscribe((next) => {
        status = next;
        notify();
      });
      let timer: number | undefined;
      const syncSoon = () => {
        window.clearTimeout(timer);
        current.markScheduled();
        timer = window.setTimeout(() => void current.sync(), syncDelayMs);
      };
      // The engine's own writes come back as changes too: its bookkeeping (`sync.` settings) is
      // ignored outright, and its record writes leave nothing unsynced, so at most one scheduled run
      // follows them and finds nothing to do.
      const unsubscribeStorage = storage.subscribe((change) => {
        if (change.table === 'tombstones' || current.status.phase === 'syncing') return;
        if (change.table === 'settings' && change.ids.every((key) => key.startsWith('sync.'))) return;
        syncSoon();
      });
      const events = new AbortController();
      let knownCursor = -1;
      void listenForSyncEvents(
        token,
        (cursor) => {
          if (cursor !== knownCursor) void current.sync();
          knownCursor = cursor;
        },
        events.signal,
      );
      void current.sync();
      stopEngine = () => {
        window.clearTimeout(timer);
        events.abort();
        unsubscribeStorage();
        unsubscribeStatus();
        if (engine === current) engine = undefined;
        status = initialSyncStatus;
        notify();
      };
    },
    stop() {
      stopEngine?.();
      stopEngine = undefined;
    },
    syncNow: () => withEngine((current) => current.sync()),
    resyncEverything: () => withEngine((current) => current.resyncEverything()),
    setCategoryEnabled: (category, enabled) =>
      withEngine((current) => current.setCategoryEnabled(category, enabled)),
    // Read from the store, so the toggles show before the first sync has started.
    enabledCategories: async () =>
      enabledCategories((await storage.settings.get(syncStateKeys.disabledCategories))?.value),
  };
}
