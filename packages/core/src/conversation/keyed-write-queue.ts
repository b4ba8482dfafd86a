/**
 * Runs tasks one at a time per key. Several models stream into one multi-model message; each write
 * reads the message, changes its own response and writes it back, so two writes must never interleave
 * or one answer would overwrite the other.
 */
export class KeyedWriteQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<Result>(key: string, task: () => Promise<Result>): Promise<Result> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const next = previous.then(task, task);
    const tail = next.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return next;
  }
}

/** The queue key of a chat's own record, apart from its messages' keys (their UUIDs). */
export function chatRecordKey(chatID: string): string {
  return `chat:${chatID}`;
}
