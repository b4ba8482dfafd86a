import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §9: the bulk delete asks for a second click, and forgets the first one after 2 s. */
export const deleteConfirmMilliseconds = 2000;

/**
 * A two-click action: the first click arms it, a second click within the window runs it; otherwise
 * it disarms by itself.
 */
export function useConfirmClick(action: () => void): { armed: boolean; click: () => void } {
  const [armed, setArmed] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
    },
    [],
  );

  const click = useCallback(() => {
    window.clearTimeout(timer.current);
    if (armed) {
      setArmed(false);
      action();
      return;
    }
    setArmed(true);
    timer.current = window.setTimeout(() => {
      setArmed(false);
    }, deleteConfirmMilliseconds);
  }, [armed, action]);

  return { armed, click };
}
