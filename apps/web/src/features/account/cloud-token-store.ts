import { useSyncExternalStore } from 'react';
import { clearTokenCookie, readTokenCookie, writeTokenCookie } from './token-cookie.ts';

type Listener = () => void;

const listeners = new Set<Listener>();
/** Whether this browser's session ended by the server's word (revoked elsewhere, expired). */
let sessionEnded = false;

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * The token as last read. Screens read it on every render (about 25 do), and each `document.cookie`
 * read is a synchronous trip out of the renderer, which showed in the time to open a chat; so
 * renders read this copy, refreshed by every write here and when another tab may have changed the
 * cookie (the window regains focus, or the browser's cookie store reports a change).
 */
let cachedToken: { value: string | undefined } | undefined;

function cachedRead(): string | undefined {
  cachedToken ??= { value: readTokenCookie() };
  return cachedToken.value;
}

function rereadCookie(): string | undefined {
  const value = readTokenCookie();
  const changed = cachedToken !== undefined && cachedToken.value !== value;
  cachedToken = { value };
  if (changed) notify();
  return value;
}

let watchingOtherTabs = false;

function watchOtherTabs(): void {
  if (watchingOtherTabs || typeof window === 'undefined') return;
  watchingOtherTabs = true;
  const reread = () => {
    rereadCookie();
  };
  window.addEventListener('focus', reread);
  document.addEventListener('visibilitychange', reread);
  if ('cookieStore' in window) window.cookieStore.addEventListener('change', reread);
}

/**
 * The cloud token of this browser. The cookie is the storage; this module is the one writer, so
 * every screen that reads the token (account, later sync) hears when it changes.
 */
export const cloudTokenStore = {
  /** The cookie read now, for a request about to be sent. */
  read: (): string | undefined => rereadCookie(),
  save: (token: string): void => {
    writeTokenCookie(token);
    cachedToken = { value: token };
    sessionEnded = false;
    notify();
  },
  clear: (): void => {
    clearTokenCookie();
    cachedToken = { value: undefined };
    notify();
  },
  /**
   * Any call the server answers 401 for the current token ends the session on this device, for
   * every screen at once: the account must not still say "Logged in as …" beside a section that
   * says the session has ended. A 401 for a token already replaced (login, revoke) changes nothing.
   */
  endSession: (token: string): void => {
    if (rereadCookie() !== token) return;
    clearTokenCookie();
    cachedToken = { value: undefined };
    sessionEnded = true;
    notify();
  },
  /** True after endSession, until the next login: the account section says why it is signed out. */
  hasSessionEnded: (): boolean => sessionEnded,
  subscribe: (listener: Listener): (() => void) => {
    watchOtherTabs();
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** The current cloud token, or undefined when signed out. */
export function useCloudToken(): string | undefined {
  return useSyncExternalStore(cloudTokenStore.subscribe, cachedRead);
}
