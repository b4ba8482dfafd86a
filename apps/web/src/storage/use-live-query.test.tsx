import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { StorageChange, StorageChangeListener, StoragePort } from '@confab/core';
import { StorageProvider } from './app-storage.tsx';
import { useLiveQuery, type LiveQuery } from './use-live-query.ts';

afterEach(cleanup);

/** Only the change bus of a store: the queries under test read through functions the test holds. */
function fakeEngine() {
  const listeners = new Set<StorageChangeListener>();
  const storage = {
    subscribe: (listener: StorageChangeListener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  return {
    // The hook touches nothing but `subscribe`; a full port would hide what the test controls.
    storage: storage as unknown as StoragePort,
    listenerCount: () => listeners.size,
    emit: (change: Omit<StorageChange, 'origin'>) => {
      for (const listener of [...listeners]) listener({ origin: 'local', ...change });
    },
  };
}

/** A read whose answers the test hands out one at a time, in the order the reads began. */
function heldReads<Value>() {
  const waiting: ((value: Value) => void)[] = [];
  return {
    read: vi.fn(
      () =>
        new Promise<Value>((resolve) => {
          waiting.push(resolve);
        }),
    ),
    answer: async (value: Value) => {
      const next = waiting.shift();
      if (!next) throw new Error('no read is waiting');
      await act(async () => {
        next(value);
        await Promise.resolve();
      });
    },
  };
}

function render<Value>(
  engine: ReturnType<typeof fakeEngine>,
  query: (id: string) => LiveQuery<Value> | null,
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StorageProvider storage={engine.storage}>{children}</StorageProvider>
  );
  const renders = { count: 0 };
  const hook = renderHook(
    ({ id }: { id: string }) => {
      renders.count += 1;
      return useLiveQuery(() => query(id), [id]);
    },
    { wrapper, initialProps: { id: 'a' } },
  );
  return { ...hook, renders };
}

const watchesAgents = (change: StorageChange) => change.table === 'agents';

describe('useLiveQuery', () => {
  it('reads once on mount and is loaded when the read answers', async () => {
    const engine = fakeEngine();
    const reads = heldReads<string>();
    const { result } = render(engine, () => ({ read: reads.read, watches: watchesAgents }));
    expect(result.current).toMatchObject({ value: undefined, loaded: false });
    await reads.answer('first');
    expect(result.current).toMatchObject({ value: 'first', loaded: true, failed: false });
    expect(reads.read).toHaveBeenCalledTimes(1);
  });

  it('reads again after a change to a watched table, and not after other tables', async () => {
    const engine = fakeEngine();
    const reads = heldReads<string>();
    const { result } = render(engine, () => ({ read: reads.read, watches: watchesAgents }));
    await reads.answer('first');

    act(() => {
      engine.emit({ table: 'prompts', ids: ['pr-1'] });
    });
    expect(reads.read).toHaveBeenCalledTimes(1);

    act(() => {
      engine.emit({ table: 'agents', ids: ['a-1'] });
    });
    expect(reads.read).toHaveBeenCalledTimes(2);
    await reads.answer('second');
    expect(result.current.value).toBe('second');
  });

  it('answers changes during a read with one more read after it, never two at once', async () => {
    const engine = fakeEngine();
    const reads = heldReads<string>();
    const { result } = render(engine, () => ({ read: reads.read, watches: watchesAgents }));
    act(() => {
      engine.emit({ table: 'agents', ids: ['a-1'] });
      engine.emit({ table: 'agents', ids: ['a-2'] });
    });
    expect(reads.read).toHaveBeenCalledTimes(1);
    await reads.answer('before the changes');
    expect(reads.read).toHaveBeenCalledTimes(2);
    await reads.answer('after the changes');
    expect(result.current.value).toBe('after the changes');
    expect(reads.read).toHaveBeenCalledTimes(2);
  });

  it('never shows a read of the previous inputs for new ones', async () => {
    const engine = fakeEngine();
    const reads = heldReads<string>();
    const { result, rerender } = render(engine, (id) => ({
      read: () => reads.read().then((v) => `${id}:${v}`),
      watches: watchesAgents,
    }));
    rerender({ id: 'b' });
    expect(result.current).toMatchObject({ value: undefined, loaded: false });
    // The read for "a" answers late: it is dropped.
    await reads.answer('late');
    expect(result.current).toMatchObject({ value: undefined, loaded: false });
    await reads.answer('fresh');
    expect(result.current).toMatchObject({ value: 'b:fresh', loaded: true });
  });

  it('ignores a read begun before a shown value, and reads the write that follows', async () => {
    const engine = fakeEngine();
    const reads = heldReads<string>();
    const { result } = render(engine, () => ({ read: reads.read, watches: watchesAgents }));
    act(() => {
      result.current.show('saved');
    });
    expect(result.current).toMatchObject({ value: 'saved', loaded: true });
    act(() => {
      engine.emit({ table: 'agents', ids: ['a-1'] });
    });
    await reads.answer('from before the save');
    expect(result.current.value).toBe('saved');
    await reads.answer('saved');
    expect(result.current.value).toBe('saved');
    expect(reads.read).toHaveBeenCalledTimes(2);
  });

  it('amends the latest value, and does nothing before one is read', async () => {
    const engine = fakeEngine();
    const reads = heldReads<{ title: string }>();
    const { result } = render(engine, () => ({ read: reads.read, watches: watchesAgents }));
    act(() => {
      result.current.amend(() => ({ title: 'too early' }));
    });
    expect(result.current.loaded).toBe(false);
    await reads.answer({ title: 'read' });
    act(() => {
      result.current.amend((current) => ({ title: `${current.title}, amended` }));
    });
    expect(result.current.value).toEqual({ title: 'read, amended' });
  });

  it('updates nothing after unmount and leaves no listener behind', async () => {
    const engine = fakeEngine();
    const reads = heldReads<string>();
    const { unmount, renders } = render(engine, () => ({ read: reads.read, watches: watchesAgents }));
    unmount();
    expect(engine.listenerCount()).toBe(0);
    const rendersBefore = renders.count;
    await reads.answer('after unmount');
    expect(renders.count).toBe(rendersBefore);
  });

  it('is loaded at once with no value while switched off', () => {
    const engine = fakeEngine();
    const { result } = render(engine, () => null);
    expect(result.current).toMatchObject({ value: undefined, loaded: true });
    expect(engine.listenerCount()).toBe(0);
  });

  it('reports a failed read and recovers on the next change', async () => {
    const engine = fakeEngine();
    let fail = true;
    const { result } = render(engine, () => ({
      read: () => (fail ? Promise.reject(new Error('store closed')) : Promise.resolve('back')),
      watches: watchesAgents,
    }));
    await waitFor(() => {
      expect(result.current).toMatchObject({ failed: true, loaded: false });
    });
    fail = false;
    act(() => {
      engine.emit({ table: 'agents', ids: ['a-1'] });
    });
    await waitFor(() => {
      expect(result.current).toMatchObject({ value: 'back', loaded: true, failed: false });
    });
  });

  it('patches the value with only the changes since, when the query can', async () => {
    const engine = fakeEngine();
    const reads = heldReads<string[]>();
    const refresh = vi.fn((_storage: StoragePort, current: string[], changes: readonly StorageChange[]) =>
      Promise.resolve([...current, ...changes.flatMap((change) => change.ids)]),
    );
    const { result } = render(engine, () => ({ read: reads.read, watches: watchesAgents, refresh }));
    act(() => {
      engine.emit({ table: 'agents', ids: ['a-1'] });
    });
    await reads.answer(['a-0']);
    await waitFor(() => {
      expect(result.current.value).toEqual(['a-0', 'a-1']);
    });
    act(() => {
      engine.emit({ table: 'agents', ids: ['a-2'] });
    });
    await waitFor(() => {
      expect(result.current.value).toEqual(['a-0', 'a-1', 'a-2']);
    });
    expect(reads.read).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
