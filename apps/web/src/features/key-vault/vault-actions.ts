import type { StoragePort } from '@confab/core';
import { isEncryptedKey, KeyVault } from '@confab/core/key-vault';
import { keyVaultStore, type KeyVaultStore } from './key-vault-store.ts';
import { readStoredKeys, rewriteStoredKeys, storedKeyValues } from './stored-keys.ts';

/**
 * What the vault does to the stored keys. Each action works on the store of this tab (the derived
 * key and the opened plain keys stay in its memory) and on the device's stored keys.
 */
export interface VaultActions {
  /** Encrypts every plain key (main, profiles', custom models') with a new password (agents spec §4). */
  lock: (password: string) => Promise<void>;
  /** Opens every locked key; any other plain key is locked too. Rejects with a `KeyVaultError`. */
  unlock: (password: string) => Promise<void>;
  /** The value to store for a key typed while the vault is open: locked then, plain otherwise. */
  seal: (plainKey: string) => Promise<string>;
  /** Decrypts every key back to plain and drops the vault. */
  removePassword: () => Promise<void>;
  /** Clears the main keys, every profile's and custom model's keys, and drops the vault (spec §4 "Forgetting keys"). */
  forget: () => Promise<void>;
}

export function vaultActions(storage: StoragePort, store: KeyVaultStore = keyVaultStore): VaultActions {
  /** Locks the plain keys with an open vault, remembering each plain key under its new stored value. */
  const lockPlainKeys = async (vault: KeyVault, opened: Map<string, string>) => {
    await rewriteStoredKeys(storage, await readStoredKeys(storage), async (value) => {
      if (isEncryptedKey(value)) return value;
      const locked = await vault.encrypt(value);
      opened.set(locked, value);
      return locked;
    });
  };

  return {
    lock: async (password) => {
      const vault = await KeyVault.create(password);
      const opened = new Map<string, string>();
      await lockPlainKeys(vault, opened);
      store.setState({ vault, opened });
    },
    unlock: async (password) => {
      const values = storedKeyValues(await readStoredKeys(storage));
      // Nothing locked any more (another tab removed the password or forgot the keys): a password
      // typed now was never confirmed, so it must not lock the plain keys.
      if (!values.some((value) => isEncryptedKey(value))) {
        store.setState({ dialog: null });
        return;
      }
      const { vault, plain } = await KeyVault.unlock(values, password);
      const opened = new Map<string, string>();
      values.forEach((value, index) => {
        const plainKey = plain[index];
        if (isEncryptedKey(value) && plainKey !== undefined) opened.set(value, plainKey);
      });
      await lockPlainKeys(vault, opened);
      store.setState({ vault, opened, dialog: null });
    },
    seal: async (plainKey) => {
      const { vault, opened } = store.getState();
      if (!vault || plainKey === '') return plainKey;
      const locked = await vault.encrypt(plainKey);
      store.setState({ opened: new Map(opened).set(locked, plainKey) });
      return locked;
    },
    removePassword: async () => {
      const { vault, opened } = store.getState();
      if (!vault) return;
      await rewriteStoredKeys(storage, await readStoredKeys(storage), async (value) =>
        isEncryptedKey(value) ? (opened.get(value) ?? (await vault.decrypt(value))) : value,
      );
      store.reset();
    },
    forget: async () => {
      await rewriteStoredKeys(storage, await readStoredKeys(storage), () => Promise.resolve(''));
      store.reset();
    },
  };
}
