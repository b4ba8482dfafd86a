/** Hears of writes to an account, from this instance or (PostgreSQL) from any instance. */
export type SyncChangeListener = (cursor: number) => void;

export interface SyncNotifier {
  /** Tells every listener of the account, on every instance, that its cursor moved. */
  publish(userID: string, cursor: number): Promise<void>;
  /** Returns the unsubscribe. */
  subscribe(userID: string, listener: SyncChangeListener): () => void;
  close(): Promise<void>;
}

/** The listeners of one process; both notifiers deliver through it. */
export function createListenerRegistry() {
  const listeners = new Map<string, Set<SyncChangeListener>>();
  return {
    deliver(userID: string, cursor: number): void {
      for (const listener of listeners.get(userID) ?? []) listener(cursor);
    },
    subscribe(userID: string, listener: SyncChangeListener): () => void {
      const set = listeners.get(userID) ?? new Set<SyncChangeListener>();
      set.add(listener);
      listeners.set(userID, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userID);
      };
    },
  };
}

/** One server instance (the SQLite default): a change reaches the listeners of this process. */
export function createLocalSyncNotifier(): SyncNotifier {
  const registry = createListenerRegistry();
  return {
    publish(userID, cursor) {
      registry.deliver(userID, cursor);
      return Promise.resolve();
    },
    subscribe: (userID, listener) => registry.subscribe(userID, listener),
    close: () => Promise.resolve(),
  };
}
