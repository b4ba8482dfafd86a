import { useCallback, useSyncExternalStore } from 'react';
import { useStorage } from './app-storage.tsx';
import type { LiveQuery } from './live-read.ts';
import { latestShared, sharedSnapshot, showShared, subscribeShared } from './shared-live-read.ts';
import type { LiveQueryState } from './use-live-query.ts';

/**
 * `useLiveQuery` for a read that many components on one screen make alike (a setting every message
 * shows): all readers of `name` share one read and one subscription, and a reader mounted after the
 * first read shows the value in its first render. `name` must say everything the query depends on:
 * the query of whichever reader comes first is the one run.
 */
export function useSharedLiveQuery<Value>(
  name: string,
  createQuery: () => LiveQuery<Value>,
): LiveQueryState<Value> {
  const storage = useStorage();
  // Made only when the render whose name changed subscribes: a re-render of one of the many readers
  // on screen (every visible component when a chat is opened) builds no query.
  const subscribe = useCallback(
    (listener: () => void) => subscribeShared(storage, name, createQuery(), listener),
    // The name says when the query changes, as deps do for useLiveQuery.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [storage, name],
  );
  const getSnapshot = useCallback(() => sharedSnapshot<Value>(storage, name), [storage, name]);
  const snapshot = useSyncExternalStore(subscribe, getSnapshot);

  const show = useCallback(
    (value: Value) => {
      showShared(storage, name, value);
    },
    [storage, name],
  );
  const amend = useCallback(
    (change: (current: Value) => Value) => {
      const latest = latestShared<Value>(storage, name);
      if (!latest) return;
      const value = change(latest.value);
      if (!Object.is(value, latest.value)) show(value);
    },
    [storage, name, show],
  );
  return { value: snapshot.value, loaded: snapshot.loaded, failed: snapshot.failed, show, amend };
}
