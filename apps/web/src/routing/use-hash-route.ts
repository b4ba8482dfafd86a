import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { formatHashRoute, parseHashRoute, type HashRoute } from './hash-route.ts';

function subscribe(onChange: () => void): () => void {
  // pushState does not fire hashchange, and back/forward over such entries fires only popstate.
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

function readHash(): string {
  return window.location.hash;
}

export type Navigate = (route: HashRoute, options?: { replace?: boolean }) => void;

export function useHashRoute(): [HashRoute, Navigate] {
  const hash = useSyncExternalStore(subscribe, readHash, () => '');
  const navigate = useCallback<Navigate>((route, options) => {
    const nextHash = formatHashRoute(route);
    if (nextHash === window.location.hash) return;
    const { pathname, search } = window.location;
    // A chat created by its first message replaces the empty new-chat entry instead of adding one.
    if (options?.replace) window.history.replaceState(null, '', `${pathname}${search}${nextHash}`);
    else window.history.pushState(null, '', `${pathname}${search}${nextHash}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, []);
  // One object per address: the screens below are memoised on it.
  const route = useMemo(() => parseHashRoute(hash), [hash]);
  return [route, navigate];
}
