import type { StoragePort } from '@confab/core';
import {
  enabledCategories,
  syncStateKeys,
  initialSyncStatus,
  type SyncCategory,
  type SyncStatus,
} from '@confab/core/sync';
import { ServerRequestError } from '../../host/server-request-error.ts';
import type { SyncSession } from './sync-session.ts';

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

/**
 * One per store: owns the sync session of the signed-in account (its engine, the delayed sync after
 * local changes and the event stream of changes made elsewhere), loading its code on first start.
 */
export function createSyncController(storage: StoragePort): SyncController {
  // The session being started or running; undefined when signed out. A session that resolves after
  // a newer start or a stop finds itself replaced and stops at once.
  let session: Promise<SyncSession | undefined> | undefined;
  let status: SyncStatus = initialSyncStatus;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  // Screens may call these before the engine starts (child effects run before the provider's) or
  // after sign-out: they answer as rejected promises, never by throwing into a render.
  const withEngine = async <T>(run: (session: SyncSession) => Promise<T>): Promise<T> => {
    const current = await session;
    if (!current) throw new ServerRequestError('Log in to use cloud sync.', undefined);
    return run(current);
  };
  const stop = () => {
    const stopping = session;
    if (!stopping) return;
    session = undefined;
    status = initialSyncStatus;
    notify();
    void stopping.then((running) => running?.stop());
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
      stop();
      const starting: Promise<SyncSession | undefined> = import('./sync-session.ts').then(
        ({ startSyncSession }) => {
          if (session !== starting) return undefined;
          return startSyncSession(storage, token, (next) => {
            if (session !== starting) return;
            status = next;
            notify();
          });
        },
      );
      session = starting;
    },
    stop,
    syncNow: () => withEngine((current) => current.engine.sync()),
    resyncEverything: () => withEngine((current) => current.engine.resyncEverything()),
    setCategoryEnabled: (category, enabled) =>
      withEngine((current) => current.engine.setCategoryEnabled(category, enabled)),
    // Read from the store, so the toggles show before the first sync has started.
    enabledCategories: async () =>
      enabledCategories((await storage.settings.get(syncStateKeys.disabledCategories))?.value),
  };
}
