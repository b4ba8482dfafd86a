import { useSyncExternalStore } from 'react';
import { clearTokenCookie, readTokenCookie, writeTokenCookie } from './token-cookie.ts';

type Listener = () => void;

const listeners = new Set<Listener>();
/** Whether this browser's session ended by the server's word (revoked elsewhere, expired). */
let sessionEnded = false;

function notify(): void {
  for (const listener of listeners) listener();
}

/** The cookie as read in the current task (see `readCachedToken`); `null` when not read yet. */
let readThisTask: { token: string | undefined } | null = null;

/**
 * Reading `document.cookie` is a round trip to the browser's cookie store, and two dozen components
 * read the token on every render (21 reads before the first screen's composer, 1 ms or more each on
 * a busy two-core machine; 4 with this). One read serves the rest of the task; the next task reads
 * again, so a login in another tab is still seen.
 */
function readCachedToken(): string | undefined {
  if (readThisTask === null) {
    readThisTask = { token: readTokenCookie() };
    setTimeout(forgetCachedToken, 0);
  }
  return readThisTask.token;
}

function forgetCachedToken(): void {
  readThisTask = null;
}

/**
 * The cloud token of this browser. The cookie is the storage; this module is the one writer, so
 * every screen that reads the token (account, later sync) hears when it changes.
 */
export const cloudTokenStore = {
  read: readCachedToken,
  save: (token: string): void => {
    writeTokenCookie(token);
    forgetCachedToken();
    sessionEnded = false;
    notify();
  },
  clear: (): void => {
    clearTokenCookie();
    forgetCachedToken();
    notify();
  },
  /**
   * Any call the server answers 401 for the current token ends the session on this device, for
   * every screen at once: the account must not still say "Logged in as …" beside a section that
   * says the session has ended. A 401 for a token already replaced (login, revoke) changes nothing.
   */
  endSession: (token: string): void => {
    if (readTokenCookie() !== token) return;
    clearTokenCookie();
    forgetCachedToken();
    sessionEnded = true;
    notify();
  },
  /** True after endSession, until the next login: the account section says why it is signed out. */
  hasSessionEnded: (): boolean => sessionEnded,
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** The current cloud token, or undefined when signed out. */
export function useCloudToken(): string | undefined {
  return useSyncExternalStore(cloudTokenStore.subscribe, cloudTokenStore.read);
}
