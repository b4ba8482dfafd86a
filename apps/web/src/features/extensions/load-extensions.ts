import { readExtensions } from './extension-store.ts';
import { checkExtensionURL } from './extension-url.ts';

export type ExtensionLoadState = 'loading' | 'loaded' | 'failed';

type Listener = () => void;
// Replaced, never changed in place, so a render can compare snapshots by identity.
let states: ReadonlyMap<string, ExtensionLoadState> = new Map();
const listeners = new Set<Listener>();
let started = false;
let safeModeOn = false;

function setState(url: string, state: ExtensionLoadState): void {
  states = new Map([...states, [url, state]]);
  for (const listener of listeners) listener();
}

/** How each script of this page load fared; the Extensions page names the ones that failed. */
export function extensionLoadStates(): ReadonlyMap<string, ExtensionLoadState> {
  return states;
}

export function subscribeExtensionLoads(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether this page load was started in safe mode, so its extensions stay off. */
export function extensionsSafeMode(): boolean {
  return safeModeOn;
}

/**
 * Adds each confirmed script to the page, in list order, once the app has rendered. Not in safe
 * mode: `?safe_mode` is how a person gets back into an app a script broke.
 */
export function loadExtensions({ safeMode }: { safeMode: boolean }): void {
  if (safeModeOn !== safeMode) {
    // The loader runs once the first screen is up: a Settings page opened first hears of safe mode.
    safeModeOn = safeMode;
    for (const listener of listeners) listener();
  }
  if (safeMode || started) return;
  started = true;
  // Checked again: the list is only ever written through the section's checks, but a stored value
  // is read as data, and only https (or loopback http) addresses may become scripts.
  const urls = readExtensions()
    .map(({ url }) => url)
    .filter((url) => checkExtensionURL(url, []).ok);
  for (const url of urls) {
    const script = document.createElement('script');
    script.src = url;
    // Ordered like the list, as classic scripts would be; crossorigin stays off so any host works.
    script.async = false;
    script.dataset['confabExtension'] = '';
    setState(url, 'loading');
    script.addEventListener('load', () => {
      setState(url, 'loaded');
    });
    script.addEventListener('error', () => {
      // Only the address: it is the person's own entry, and the browser gives no reason anyway.
      console.warn(`Confab: the extension script ${url} could not be loaded.`);
      setState(url, 'failed');
    });
    document.head.append(script);
  }
}
