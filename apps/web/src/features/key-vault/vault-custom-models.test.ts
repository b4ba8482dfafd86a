import { describe, expect, it } from 'vitest';
import type { CustomModel, StoragePort } from '@confab/core';
import { isEncryptedKey } from '@confab/core/key-vault';
import { createMemoryStorage } from '@confab/storage-browser';
import { createKeyVaultStore } from './key-vault-store.ts';
import { openedKey } from './opened-key.ts';
import { vaultActions } from './vault-actions.ts';

// Each lock or unlock derives a key with 600,000 PBKDF2 rounds (about half a second).
const derivationTimeout = 20_000;

function customModel(id: string, apiKey?: string): CustomModel {
  return {
    id,
    title: `Model ${id}`,
    endpointStyle: 'openai',
    endpointURL: 'https://llm.example.test/v1/chat/completions',
    modelID: 'served-model',
    ...(apiKey === undefined ? {} : { apiKey }),
    headers: [{ name: 'x-team', value: 'blue' }],
    bodyFields: {},
    createdAt: 1,
    updatedAt: 1,
    syncedAt: 1,
  };
}

async function storedModelKey(storage: StoragePort, id: string): Promise<string | undefined> {
  return (await storage.customModels.get(id))?.apiKey;
}

describe('vault actions on custom models’ keys', () => {
  it(
    'locks a custom model’s key with the others, opens it on unlock, decrypts it on Remove password',
    async () => {
      const storage = createMemoryStorage();
      await storage.customModels.put(customModel('keyed', 'sk-custom-4321'));
      await storage.customModels.put(customModel('keyless'));
      const store = createKeyVaultStore();
      const actions = vaultActions(storage, store);

      await actions.lock('correct horse');
      const locked = (await storedModelKey(storage, 'keyed')) ?? '';
      expect(isEncryptedKey(locked)).toBe(true);
      expect(locked.endsWith('4321')).toBe(true);
      // Locked means changed: the model is pushed again, now with the locked key.
      expect((await storage.customModels.get('keyed'))?.syncedAt).toBeNull();
      expect(await storage.customModels.get('keyless')).toEqual(customModel('keyless'));
      expect(openedKey(locked, store.getState().opened)).toEqual({ key: 'sk-custom-4321', locked: false });

      // A reload: the key is locked for provider calls until the password is entered.
      store.reset();
      expect(openedKey(locked, store.getState().opened)).toEqual({ key: undefined, locked: true });
      await actions.unlock('correct horse');
      expect(openedKey(locked, store.getState().opened)).toEqual({ key: 'sk-custom-4321', locked: false });

      await actions.removePassword();
      expect(await storedModelKey(storage, 'keyed')).toBe('sk-custom-4321');
    },
    derivationTimeout,
  );

  it(
    'locks a custom model key left plain at the next unlock, and forgets it without removing the model',
    async () => {
      const storage = createMemoryStorage();
      await storage.settings.set({ key: 'apiKeys.openai', value: 'sk-main-1234', updatedAt: 1, syncedAt: 1 });
      const store = createKeyVaultStore();
      const actions = vaultActions(storage, store);
      await actions.lock('pw');
      // Saved in a tab that had not unlocked: stored as typed beside the locked key.
      store.reset();
      await storage.customModels.put(customModel('later', 'sk-later-8765'));
      await actions.unlock('pw');
      const locked = (await storedModelKey(storage, 'later')) ?? '';
      expect(isEncryptedKey(locked)).toBe(true);
      expect(store.getState().opened.get(locked)).toBe('sk-later-8765');

      await actions.forget();
      const forgotten = await storage.customModels.get('later');
      expect(forgotten?.title).toBe('Model later');
      expect(forgotten).not.toHaveProperty('apiKey');
      expect(forgotten?.headers).toEqual([{ name: 'x-team', value: 'blue' }]);
    },
    derivationTimeout,
  );
});
