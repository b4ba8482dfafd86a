import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import type { StoragePort } from '@confab/core';
import { useStorage } from './app-storage.tsx';
import { startLiveRead, type LiveQuery, type LiveRead } from './live-read.ts';

export type { LiveQuery } from './live-read.ts';

export interface LiveQueryState<Value> {
  /** The latest value read for the current inputs; undefined until `loaded`, and while switched off. */
  value: Value | undefined;
  /**
   * False until the first read for the current inputs answered, so code that acts on the data (a
   * send, a title decision) can wait for it; true at once when the query is switched off (null).
   */
  loaded: boolean;
  /** True when the latest read failed; the value, if any, is the last one read before. */
  failed: boolean;
  /**
   * Shows a value at once, as if read (a save that must show before its write and the re-read after
   * it finish); reads begun before are ignored, and the write's own change is read again.
   */
  show: (value: Value) => void;
  /** Like `show`, derived from the latest value; does nothing before one is read or when unchanged. */
  amend: (change: (current: Value) => Value) => void;
}

interface ReadState<Value> {
  storage: StoragePort | undefined;
  deps: DependencyList | undefined;
  value: Value | undefined;
  loaded: boolean;
  failed: boolean;
}

const notRead: ReadState<never> = {
  storage: undefined,
  deps: undefined,
  value: undefined,
  loaded: false,
  failed: false,
};

interface Session<Value> {
  live: LiveRead<Value>;
  storage: StoragePort;
  deps: DependencyList;
}

function sameDeps(first: DependencyList | undefined, second: DependencyList): boolean {
  return (
    first !== undefined &&
    first.length === second.length &&
    first.every((item, index) => Object.is(item, second[index]))
  );
}

/**
 * The one way a screen reads live data (docs/storage.md "Reading live data"): `createQuery` names a
 * read and the changes it watches; the value is read, re-read after each watched change in this or
 * another tab, and never updated after unmount. When `deps` change, the value of the old inputs is
 * never shown for the new ones: `loaded` is false again until they are read. Return null from
 * `createQuery` to switch the query off.
 */
export function useLiveQuery<Value>(
  createQuery: () => LiveQuery<Value> | null,
  deps: DependencyList,
): LiveQueryState<Value> {
  const storage = useStorage();
  const [state, setState] = useState<ReadState<Value>>(notRead);
  const sessionRef = useRef<Session<Value> | null>(null);
  // Made on every render and used by the effect of the render whose deps changed, like an effect body.
  const query = createQuery();

  useEffect(() => {
    if (!query) return;
    const live = startLiveRead(storage, query, {
      value: (value) => {
        setState({ storage, deps, value, loaded: true, failed: false });
      },
      error: () => {
        setState((current) => ({
          ...(current.storage === storage && current.deps === deps ? current : notRead),
          storage,
          deps,
          failed: true,
        }));
      },
    });
    const session = { live, storage, deps };
    sessionRef.current = session;
    return () => {
      live.stop();
      if (sessionRef.current === session) sessionRef.current = null;
    };
    // The caller's deps say when the query changes, as for useEffect; storage is this hook's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storage, ...deps]);

  const show = useCallback((value: Value) => {
    const session = sessionRef.current;
    if (!session) return;
    session.live.replace(value);
    setState({ storage: session.storage, deps: session.deps, value, loaded: true, failed: false });
  }, []);

  const amend = useCallback(
    (change: (current: Value) => Value) => {
      const latest = sessionRef.current?.live.latest();
      if (!latest) return;
      const value = change(latest.value);
      if (!Object.is(value, latest.value)) show(value);
    },
    [show],
  );

  if (state.storage === storage && sameDeps(state.deps, deps)) {
    return { value: state.value, loaded: state.loaded, failed: state.failed, show, amend };
  }
  return { value: undefined, loaded: query === null, failed: false, show, amend };
}
