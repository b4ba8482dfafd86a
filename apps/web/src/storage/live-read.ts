import type { StorageChange, StoragePort } from '@confab/core';

/** What a screen reads from the store, and which committed changes make that read out of date. */
export interface LiveQuery<Value> {
  /**
   * Reads the whole value. A long read may hand a first part to `early` before it ends (the sidebar's
   * first screen of chats): shown at once when nothing complete is, never patched by `refresh`.
   */
  read: (storage: StoragePort, early: (value: Value) => void) => Promise<Value>;
  /** True for a change that can alter the value: the tables (and, when known, the ids) it reads. */
  watches: (change: StorageChange) => boolean;
  /**
   * Brings a value read before up to date with the watched changes since, when that is cheaper
   * than `read` (the chat list re-reads the changed chats, not all 10,000). Without it, every
   * change is answered by `read`.
   */
  refresh?: (storage: StoragePort, current: Value, changes: readonly StorageChange[]) => Promise<Value>;
}

export interface LiveReadListener<Value> {
  value: (value: Value) => void;
  error: (error: unknown) => void;
}

export interface LiveRead<Value> {
  /** Takes `value` as the latest one at once; reads begun before are ignored when they answer. */
  replace: (value: Value) => void;
  /** The latest value, or undefined before the first read answered. */
  latest: () => { value: Value } | undefined;
  /** Unsubscribes; nothing is delivered afterwards, not even by a read under way. */
  stop: () => void;
}

/**
 * Reads once, then again after every watched change. Reads never overlap: changes that arrive
 * while one runs are answered by one more read after it, so an older result can never land after
 * a newer one (streaming writes several times a second would otherwise race). Started with an
 * `initial` value (what this tab has just stored), it reads only after the next watched change.
 */
export function startLiveRead<Value>(
  storage: StoragePort,
  query: LiveQuery<Value>,
  listener: LiveReadListener<Value>,
  initial?: { value: Value },
): LiveRead<Value> {
  let stopped = false;
  let running = false;
  let due = initial === undefined;
  let pending: StorageChange[] = [];
  let current: { value: Value } | undefined = initial;
  // Bumped by `replace`: a read begun under an older generation is out of date when it answers.
  let generation = 0;
  // A function, not the variable: TypeScript would narrow the variable to false across an await.
  const isStopped = () => stopped;

  const readNext = (changes: readonly StorageChange[], startedIn: number): Promise<Value> => {
    if (current && query.refresh && changes.length > 0) return query.refresh(storage, current.value, changes);
    const shownBefore = current !== undefined;
    return query.read(storage, (value) => {
      if (!shownBefore && !isStopped() && startedIn === generation) listener.value(value);
    });
  };

  const run = async () => {
    running = true;
    while (due && !stopped) {
      due = false;
      const changes = pending;
      pending = [];
      const startedIn = generation;
      try {
        const value = await readNext(changes, startedIn);
        if (isStopped()) break;
        if (startedIn !== generation) {
          // The replacing value does not include these changes yet; the next refresh applies them.
          pending = [...changes, ...pending];
          continue;
        }
        current = { value };
        listener.value(value);
      } catch (error) {
        if (isStopped()) break;
        // A refresh needs a complete value to patch; after a failure the next read is whole.
        current = undefined;
        listener.error(error);
      }
    }
    running = false;
  };

  const schedule = () => {
    due = true;
    if (!running) void run();
  };

  const unsubscribe = storage.subscribe((change) => {
    if (stopped || !query.watches(change)) return;
    pending.push(change);
    schedule();
  });
  if (due) schedule();

  return {
    replace: (value) => {
      generation += 1;
      current = { value };
    },
    latest: () => current,
    stop: () => {
      stopped = true;
      unsubscribe();
    },
  };
}
