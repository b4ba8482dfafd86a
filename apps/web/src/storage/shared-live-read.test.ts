import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@confab/storage-browser';
import type { LiveQuery } from './live-read.ts';
import { sharedSnapshot, subscribeShared } from './shared-live-read.ts';

/** A query whose one read answers when the test says so. */
function heldQuery(): { query: LiveQuery<string>; answer: (value: string) => void } {
  let answer: (value: string) => void = () => undefined;
  const answered = new Promise<string>((resolve) => {
    answer = resolve;
  });
  return { query: { read: () => answered, watches: () => false }, answer };
}

describe('shared live reads', () => {
  it('tells the readers of every answer in hand together, in one later task', async () => {
    const storage = createMemoryStorage();
    const first = heldQuery();
    const second = heldQuery();
    let secondHeardBeforeFirstsNextMicrotask = -1;
    const secondListener = vi.fn();
    const firstListener = vi.fn(() => {
      queueMicrotask(() => {
        secondHeardBeforeFirstsNextMicrotask = secondListener.mock.calls.length;
      });
    });
    const stopFirst = subscribeShared(storage, 'first', first.query, firstListener);
    const stopSecond = subscribeShared(storage, 'second', second.query, secondListener);

    first.answer('one');
    second.answer('two');
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    // The values are there for any render that asks; the readers have not been told yet.
    expect(sharedSnapshot<string>(storage, 'first')).toEqual({ value: 'one', loaded: true, failed: false });
    expect(sharedSnapshot<string>(storage, 'second').value).toBe('two');
    expect(firstListener).not.toHaveBeenCalled();

    await vi.waitFor(() => {
      expect(firstListener).toHaveBeenCalledTimes(1);
    });
    expect(secondListener).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    // Both in the same task: the second reader was told before the first one's next microtask.
    expect(secondHeardBeforeFirstsNextMicrotask).toBe(1);
    stopFirst();
    stopSecond();
  });
});
