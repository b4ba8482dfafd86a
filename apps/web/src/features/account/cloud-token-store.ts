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
 * The cloud token of this browser. The cookie is the storage; this module is the one writer, so
 * every screen that reads the token (account, later sync) hears when it changes.
 */
export const cloudTokenStore = {
  read: (): string | undefined => readTokenCookie(),
  save: (token: string): void => {
    writeTokenCookie(token);
    sessionEnded = false;
    notify();
  },
  clear: (): void => {
    clearTokenCookie();
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
