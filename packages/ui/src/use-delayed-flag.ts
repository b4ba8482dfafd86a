import { useEffect, useState } from 'react';

/**
 * True once `active` has stayed true for `delay` ms, so something quick (a load, a first sync) never
 * flashes its busy state. Each new stretch of `active` waits again.
 */
export function useDelayedFlag(active: boolean, delay: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => {
      setElapsed(true);
    }, delay);
    return () => {
      window.clearTimeout(timer);
      setElapsed(false);
    };
  }, [active, delay]);
  return active && elapsed;
}
