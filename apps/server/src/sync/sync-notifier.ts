/** Hears of writes to an account, from this instance or (PostgreSQL) from any instance. */
export type SyncChangeListener = (cursor: number) => void;

export interface SyncNotifier {
  /** Tells every listener of the account, on every instance, that its cursor moved. */
  publish(userId: string, cursor: number): Promise<void>;
  /** Returns the unsubscribe. */
  subscribe(userId: string, listener: SyncChangeListener): () => void;
  close(): Promise<void>;
}

/** The listeners of one process; both notifiers deliver through it. */
export function createListenerRegistry() {
  const listeners = new Map<string, Set<SyncChangeListener>>();
  return {
    deliver(userId: string, cursor: number): void {
      for (const listener of listeners.get(userId) ?? []) listener(cursor);
    },
    subscribe(userId: string, listener: SyncChangeListener): () => void {
      const set = listeners.get(userId) ?? new Set<SyncChangeListener>();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
  };
}

/** One server instance (the SQLite default): a change reaches the listeners of this process. */
export function createLocalSyncNotifier(): SyncNotifier {
  const registry = createListenerRegistry();
  return {
    publish(userId, cursor) {
      registry.deliver(userId, cursor);
      return Promise.resolve();
    },
    subscribe: (userId, listener) => registry.subscribe(userId, listener),
    close: () => Promise.resolve(),
  };
}
