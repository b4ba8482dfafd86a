import { useSyncExternalStore } from 'react';
import { clearTokenCookie, readTokenCookie, writeTokenCookie } from './token-cookie.ts';

type Listener = () => void;

const listeners = new Set<Listener>();

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
    notify();
  },
  clear: (): void => {
    clearTokenCookie();
    notify();
  },
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
