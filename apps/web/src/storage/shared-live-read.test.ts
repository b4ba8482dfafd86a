import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@confab/storage-browser';
import type { LiveQuery } from './live-read.ts';
import { seedShared, sharedSnapshot, subscribeShared } from './shared-live-read.ts';

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

  it('starts a seeded query from the stored value without reading it back, and reads after a change', async () => {
    const storage = createMemoryStorage();
    const read = vi.fn(() => Promise.resolve('read'));
    const query: LiveQuery<string> = { read, watches: (change) => change.table === 'settings' };
    const stopSeed = seedShared(storage, 'seeded', query, 'stored');
    const listener = vi.fn();
    const stopReader = subscribeShared(storage, 'seeded', query, listener);
    expect(sharedSnapshot<string>(storage, 'seeded')).toEqual({
      value: 'stored',
      loaded: true,
      failed: false,
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(read).not.toHaveBeenCalled();

    await storage.settings.set({ key: 'seeded-change', value: 1, updatedAt: 1, syncedAt: null });
    await vi.waitFor(() => {
      expect(listener).toHaveBeenCalled();
    });
    expect(sharedSnapshot<string>(storage, 'seeded').value).toBe('read');
    expect(read).toHaveBeenCalledTimes(1);
    stopSeed();
    stopReader();
  });

  it('shows a seeded value to the readers of a query already running', async () => {
    const storage = createMemoryStorage();
    const { query, answer } = heldQuery();
    const listener = vi.fn();
    const stopReader = subscribeShared(storage, 'running', query, listener);
    const stopSeed = seedShared(storage, 'running', query, 'stored');
    expect(sharedSnapshot<string>(storage, 'running').value).toBe('stored');
    expect(listener).toHaveBeenCalledTimes(1);
    // The read begun before the seeding answers later with an older value: it is not shown.
    answer('older');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sharedSnapshot<string>(storage, 'running').value).toBe('stored');
    stopSeed();
    stopReader();
  });
});
