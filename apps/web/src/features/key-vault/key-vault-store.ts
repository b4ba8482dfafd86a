import { useSyncExternalStore } from 'react';
import type { KeyVault } from '@confab/core/key-vault';

/** Which of the vault's app-wide dialogs is open (the lock dialog belongs to the API keys section). */
export type KeyVaultDialog = 'unlock' | 'forget' | null;

export interface KeyVaultState {
  /** The unlocked vault of this tab, or null while keys are locked (or were never locked). */
  vault: KeyVault | null;
  /** Plain keys by the stored `encrypted-…` value they were opened from: this tab's memory only. */
  opened: ReadonlyMap<string, string>;
  dialog: KeyVaultDialog;
}

const lockedState: KeyVaultState = { vault: null, opened: new Map(), dialog: null };

export interface KeyVaultStore {
  getState: () => KeyVaultState;
  setState: (change: Partial<KeyVaultState>) => void;
  subscribe: (listener: () => void) => () => void;
  /** Drops the vault and every opened key; the stored keys stay as they are. */
  reset: () => void;
}

export function createKeyVaultStore(): KeyVaultStore {
  let state = lockedState;
  const listeners = new Set<() => void>();
  const publish = (next: KeyVaultState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    getState: () => state,
    setState: (change) => {
      publish({ ...state, ...change });
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    reset: () => {
      state.vault?.forget();
      publish({ ...lockedState, dialog: state.dialog });
    },
  };
}

/**
 * One vault per tab, held in a module rather than storage: the derived key must never be written
 * anywhere, and a reload (or a new tab) starts locked by design (agents spec §4: unlock on load).
 */
export const keyVaultStore = createKeyVaultStore();

export function useKeyVaultState(): KeyVaultState {
  return useSyncExternalStore(keyVaultStore.subscribe, keyVaultStore.getState);
}

export function openKeyVaultDialog(dialog: KeyVaultDialog): void {
  keyVaultStore.setState({ dialog });
}
