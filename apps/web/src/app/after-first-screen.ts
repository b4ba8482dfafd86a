import { useEffect, useState } from 'react';
import { composerReadyMark } from '../features/chat/index.ts';

/** A screen without a composer (Settings, a hidden chat tab) still gets the deferred parts. */
const fallbackMs = 1500;

function composerReady(): boolean {
  return performance.getEntriesByName(composerReadyMark).length > 0;
}

/**
 * Whether the first screen is up: the composer has taken input (its performance mark), or a
 * moment has passed on a screen without one. What renders only after it loads its code then, off
 * the first load's critical path.
 */
export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(composerReady);
  useEffect(() => {
    if (ready) return undefined;
    const finish = () => {
      setReady(true);
    };
    const timer = window.setTimeout(finish, fallbackMs);
    let observer: PerformanceObserver | undefined;
    if (typeof PerformanceObserver === 'function') {
      observer = new PerformanceObserver((entries) => {
        if (entries.getEntriesByName(composerReadyMark).length > 0) finish();
      });
      observer.observe({ type: 'mark', buffered: true });
    }
    return () => {
      window.clearTimeout(timer);
      observer?.disconnect();
    };
  }, [ready]);
  return ready;
}
