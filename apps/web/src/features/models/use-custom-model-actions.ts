import { useCallback } from 'react';
import { duplicateTitle, type CustomModel } from '@confab/core';
import { isEncryptedKey } from '@confab/core/key-vault';
import { useVaultActions } from '../key-vault/index.ts';
import { useStorage } from '../../storage/app-storage.tsx';
import { settingKeys } from '../../storage/setting-keys.ts';
import type { DraftResult } from './custom-model-draft.ts';

type CustomModelFields = Extract<DraftResult, { ok: true }>['fields'];

export interface CustomModelActions {
  /** Adds a model, or replaces the one with `existing`'s id; resolves to the saved record's id. */
  save: (fields: CustomModelFields, existing?: CustomModel) => Promise<string>;
  duplicate: (model: CustomModel, existingTitles: readonly string[]) => Promise<string>;
  remove: (model: CustomModel) => Promise<void>;
}

export function useCustomModelActions(): CustomModelActions {
  const storage = useStorage();
  const { seal } = useVaultActions();

  const save = useCallback(
    async (fields: CustomModelFields, existing?: CustomModel) => {
      const now = Date.now();
      // While the vault is open a typed key is stored locked like the others; a locked key the form
      // kept unchanged stays as it is.
      const { apiKey, ...rest } = fields;
      const storedKey = apiKey === undefined || isEncryptedKey(apiKey) ? apiKey : await seal(apiKey);
      const record: CustomModel = {
        ...rest,
        ...(storedKey === undefined ? {} : { apiKey: storedKey }),
        id: existing?.id ?? crypto.randomUUID(),
        createdAt: existing?.createdAt ?? now,
        updatedAt: now,
        syncedAt: null,
      };
      await storage.customModels.put(record);
      return record.id;
    },
    [storage, seal],
  );

  const duplicate = useCallback(
    async (model: CustomModel, existingTitles: readonly string[]) => {
      const now = Date.now();
      const copy: CustomModel = {
        ...model,
        id: crypto.randomUUID(),
        title: duplicateTitle(model.title, existingTitles),
        createdAt: now,
        updatedAt: now,
        syncedAt: null,
      };
      await storage.customModels.put(copy);
      return copy.id;
    },
    [storage],
  );

  const remove = useCallback(
    async (model: CustomModel) => {
      await storage.customModels.delete(model.id);
      // A default that no longer exists would leave every new chat without a model.
      const savedDefault = await storage.settings.get(settingKeys.defaultModel);
      if (savedDefault?.value === model.id) {
        await storage.settings.set({
          key: settingKeys.defaultModel,
          value: '',
          updatedAt: Date.now(),
          syncedAt: null,
        });
      }
    },
    [storage],
  );

  return { save, duplicate, remove };
}
