import { preloadChatSearchResults } from './chat-search-results-on-demand.tsx';
import { noAnswerArriving, sharedSearchClient } from './search-client.ts';

function workersAvailable(): boolean {
  return typeof window !== 'undefined' && typeof Worker !== 'undefined';
}

/** The longest the worker waits for an idle moment after load. */
const warmUpTimeoutMilliseconds = 1_000;

/**
 * Starts the search worker, and loads the results' code, at the first idle moment after the page
 * has loaded, so a search typed a second after opening finds the index ready: restoring the saved
 * index and reading the chats written since takes well under a second (a first build, once per
 * profile, takes longer; titles answer meanwhile). Without Web Workers (component tests) it does
 * nothing.
 */
export function scheduleSearchWarmUp(): void {
  if (!workersAvailable()) return;
  // An answer streaming right after the load goes first: the worker's restore would share the
  // cores with it. A search box that takes the focus starts the worker at once (below).
  const warmUp = () => {
    void noAnswerArriving().then(() => {
      sharedSearchClient();
      void preloadChatSearchResults().catch(() => undefined);
    });
  };
  const start = () => {
    if ('requestIdleCallback' in window) {
      window.requestIdleCallback(warmUp, { timeout: warmUpTimeoutMilliseconds });
    } else {
      setTimeout(warmUp, 0);
    }
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/**
 * Starts the search worker now: the search box took the focus, so a search is coming, and on a busy
 * start the idle moment above may not have come yet.
 */
export function warmUpSearchNow(): void {
  void preloadChatSearchResults().catch(() => undefined);
  if (workersAvailable()) sharedSearchClient();
}
