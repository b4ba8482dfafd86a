import { useEffect, useState } from 'react';

/** True once `active` has stayed true for `delay` ms, so a fast load shows no loading flash. */
export function useDelayedFlag(active: boolean, delay: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => {
      setElapsed(true);
    }, delay);
    return () => {
      window.clearTimeout(timer);
    };
  }, [active, delay]);
  return active && elapsed;
}
