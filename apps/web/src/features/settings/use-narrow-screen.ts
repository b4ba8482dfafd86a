import { useSyncExternalStore } from 'react';
import { narrowScreenQuery } from '../shell/index.ts';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(narrowScreenQuery);
  media.addEventListener('change', onChange);
  return () => {
    media.removeEventListener('change', onChange);
  };
}

/** True under the spec's 768 px breakpoint, following the window as it is resized. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(narrowScreenQuery).matches,
    () => false,
  );
}
