import { isEncryptedKey } from '@confab/core/key-vault';
import { useLiveQuery } from '../../storage/use-live-query.ts';
import { isKeySettingName, readStoredKeys, storedKeyValues } from './stored-keys.ts';

export interface StoredKeyState {
  loaded: boolean;
  /** Some key (main, a profile's or a custom model's) is stored as `encrypted-…`. */
  anyLocked: boolean;
  /** Some key is stored in plain text. */
  anyPlain: boolean;
}

/** Whether the device's stored keys are locked, plain or both, read live. */
export function useStoredKeyState(): StoredKeyState {
  const read = useLiveQuery(
    () => ({
      read: async (storage) => {
        const values = storedKeyValues(await readStoredKeys(storage));
        return {
          anyLocked: values.some((value) => isEncryptedKey(value)),
          anyPlain: values.some((value) => !isEncryptedKey(value)),
        };
      },
      watches: (change) =>
        change.table === 'profiles' ||
        change.table === 'customModels' ||
        (change.table === 'settings' && change.ids.some(isKeySettingName)),
    }),
    [],
  );
  return {
    loaded: read.loaded,
    anyLocked: read.value?.anyLocked ?? false,
    anyPlain: read.value?.anyPlain ?? false,
  };
}
