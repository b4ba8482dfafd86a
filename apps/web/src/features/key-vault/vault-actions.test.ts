import { describe, expect, it } from 'vitest';
import { pluginSecretKey, type Profile, type StoragePort } from '@confab/core';
import { isEncryptedKey, KeyVaultError } from '@confab/core/key-vault';
import { createMemoryStorage } from '@confab/storage-browser';
import { createKeyVaultStore } from './key-vault-store.ts';
import { vaultActions } from './vault-actions.ts';

// Each lock or unlock derives a key with 600,000 PBKDF2 rounds (about half a second).
const derivationTimeout = 20_000;

const profile: Profile = {
  id: 'p1',
  name: 'Ada',
  isCurrent: true,
  assignedAPIKey: { openAIAPIKey: 'sk-profile-5678' },
  createdAt: 1,
  updatedAt: 1,
  syncedAt: 1,
};

async function seed(storage: StoragePort): Promise<void> {
  await storage.settings.set({ key: 'apiKeys.openai', value: 'sk-main-1234', updatedAt: 1, syncedAt: 1 });
  await storage.settings.set({ key: 'apiKeys.gemini', value: '', updatedAt: 1, syncedAt: 1 });
  await storage.settings.set({
    key: 'apiKeys.customSearch',
    value: 'AIza-search-9',
    updatedAt: 1,
    syncedAt: 1,
  });
  await storage.profiles.put(profile);
}

async function storedValue(storage: StoragePort, key: string): Promise<unknown> {
  return (await storage.settings.get(key))?.value;
}

describe('vault actions', () => {
  it(
    'locks every key, unlocks them with the password only, and forgets them',
    async () => {
      const storage = createMemoryStorage();
      await seed(storage);
      const store = createKeyVaultStore();
      const actions = vaultActions(storage, store);

      await actions.lock('correct horse');
      const lockedMain = await storedValue(storage, 'apiKeys.openai');
      const lockedProfileKey = (await storage.profiles.get('p1'))?.assignedAPIKey?.openAIAPIKey ?? '';
      expect(typeof lockedMain === 'string' && isEncryptedKey(lockedMain)).toBe(true);
      expect(lockedMain).toMatch(/1234$/);
      // The web search key is one of the keys the vault locks.
      const lockedSearchKey = await storedValue(storage, 'apiKeys.customSearch');
      expect(typeof lockedSearchKey === 'string' && isEncryptedKey(lockedSearchKey)).toBe(true);
      expect(isEncryptedKey(lockedProfileKey)).toBe(true);
      expect(lockedProfileKey.endsWith('5678')).toBe(true);
      // An empty key stays empty, and a locked key is unsynced so it travels.
      expect(await storedValue(storage, 'apiKeys.gemini')).toBe('');
      expect((await storage.settings.get('apiKeys.openai'))?.syncedAt).toBeNull();
      expect((await storage.profiles.get('p1'))?.syncedAt).toBeNull();
      expect(store.getState().opened.get(lockedMain as string)).toBe('sk-main-1234');

      // A reload: nothing of the vault survives but the stored values.
      store.reset();
      expect(store.getState()).toMatchObject({ vault: null, opened: new Map() });
      const wrong = await actions.unlock('wrong horse').catch((error: unknown) => error);
      expect(wrong).toBeInstanceOf(KeyVaultError);
      expect((wrong as KeyVaultError).reason).toBe('wrong-password');
      expect(store.getState().vault).toBeNull();
      await expect(actions.unlock('')).rejects.toMatchObject({ reason: 'empty-password' });

      await actions.unlock('correct horse');
      const opened = store.getState().opened;
      expect(opened.get(lockedMain as string)).toBe('sk-main-1234');
      expect(opened.get(lockedProfileKey)).toBe('sk-profile-5678');

      // A key saved while unlocked is stored locked and usable at once.
      const sealed = await actions.seal('sk-new-key-9999');
      expect(isEncryptedKey(sealed)).toBe(true);
      expect(store.getState().opened.get(sealed)).toBe('sk-new-key-9999');

      await actions.forget();
      expect(await storedValue(storage, 'apiKeys.openai')).toBe('');
      expect((await storage.profiles.get('p1'))?.assignedAPIKey).toEqual({});
      expect(store.getState().vault).toBeNull();
    },
    derivationTimeout,
  );

  it(
    'removes the password: every key is plain again and the vault is gone',
    async () => {
      const storage = createMemoryStorage();
      await seed(storage);
      const store = createKeyVaultStore();
      const actions = vaultActions(storage, store);
      await actions.lock('pw');
      await actions.removePassword();
      expect(await storedValue(storage, 'apiKeys.openai')).toBe('sk-main-1234');
      expect((await storage.profiles.get('p1'))?.assignedAPIKey).toEqual({ openAIAPIKey: 'sk-profile-5678' });
      expect(store.getState()).toMatchObject({ vault: null, opened: new Map() });
      // Without a vault a key is stored as typed.
      expect(await actions.seal('sk-plain')).toBe('sk-plain');
    },
    derivationTimeout,
  );

  it(
    "locks a plugin's secret with the other keys and opens it again",
    async () => {
      const storage = createMemoryStorage();
      const secretKey = pluginSecretKey('p-1', 'SEARCH_API_KEY');
      await storage.settings.set({ key: secretKey, value: 'sk-plugin-4321', updatedAt: 1, syncedAt: 1 });
      const store = createKeyVaultStore();
      const actions = vaultActions(storage, store);
      await actions.lock('pw');
      const locked = await storedValue(storage, secretKey);
      expect(typeof locked === 'string' && isEncryptedKey(locked)).toBe(true);
      expect(store.getState().opened.get(locked as string)).toBe('sk-plugin-4321');
      await actions.removePassword();
      expect(await storedValue(storage, secretKey)).toBe('sk-plugin-4321');
    },
    derivationTimeout,
  );
});
