import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A callback whose identity never changes and which always runs the latest `callback`: handlers
 * handed to memoised rows, so a list's re-render (another chat opened) does not re-render every row
 * only because its handlers were made anew. Only for event handlers, never called during render.
 */
export function useStableCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
