import { sharedSearchClient } from './search-client.ts';

/** Long enough after load that building the index never competes with the first screen. */
const warmUpDelayMilliseconds = 2_000;

/**
 * Starts the search worker (and its index build) in the background after the page has loaded, so the
 * first search does not wait for a build. Without Web Workers (component tests) it does nothing.
 */
export function scheduleSearchWarmUp(): void {
  if (typeof window === 'undefined' || typeof Worker === 'undefined') return;
  const start = () => {
    window.setTimeout(() => {
      if ('requestIdleCallback' in window) {
        window.requestIdleCallback(() => sharedSearchClient(), { timeout: warmUpDelayMilliseconds });
      } else {
        sharedSearchClient();
      }
    }, warmUpDelayMilliseconds);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
