import { useEffect, useState, type ReactNode } from 'react';

/** How long a part waits at most for an idle moment after the first screen. */
const idleTimeoutMs = 2_000;

/**
 * Renders its children from the first idle moment after it mounted: for parts that can only show
 * once something was read or asked (a banner, a checklist), so neither their code nor their reads
 * belong to the first load. The children are typically a `lazyComponent`.
 */
export function AfterIdle({ children }: { children: ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const show = () => {
      setIdle(true);
    };
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(show, { timeout: idleTimeoutMs });
      return () => {
        window.cancelIdleCallback(handle);
      };
    }
    const timer = setTimeout(show, 0);
    return () => {
      clearTimeout(timer);
    };
  }, []);
  return idle ? children : null;
}
