import { useEffect, useState } from 'react';

/** The time, refreshed every `intervalMs` while `active`: for rules that depend on time passing. */
export function useNow(intervalMs: number, active = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => {
      setNow(Date.now());
    }, intervalMs);
    return () => {
      window.clearInterval(timer);
    };
  }, [intervalMs, active]);
  return now;
}
