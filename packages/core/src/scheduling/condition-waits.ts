/**
 * Work that waits while a condition holds, like a condition variable: each `changed()` wakes every
 * waiter, which looks at its own condition again and goes on or waits once more. Background work
 * (the search index, the sidebar's whole list) waits this way while an answer streams.
 */
export interface ConditionWaits {
  /** Something a waiter's condition reads has changed. */
  changed(): void;
  /** Resolves at once when `blocked()` is false, else after the first `changed()` that leaves it false. */
  waitWhile(blocked: () => boolean): Promise<void>;
}

export function createConditionWaits(): ConditionWaits {
  let waiting: (() => void)[] = [];
  return {
    changed() {
      const woken = waiting;
      waiting = [];
      for (const wake of woken) wake();
    },
    async waitWhile(blocked) {
      while (blocked()) {
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
        });
      }
    },
  };
}
