import type { Profile, StoragePort } from '@confab/core';
import { providerStyles } from '@confab/core/providers';

type ProfileKeyField = keyof NonNullable<Profile['assignedAPIKey']>;

const profileKeyFields: readonly ProfileKeyField[] = ['openAIAPIKey', 'anthropicAPIKey', 'geminiAPIKey'];

/** The settings that hold the user's own provider keys, one per provider style. */
export const keySettingNames: readonly string[] = providerStyles.map((provider) => provider.keySetting);

/** Every stored API key of the device: the main keys (settings) and each profile's assigned keys. */
export interface StoredKeys {
  settings: ReadonlyMap<string, string>;
  profiles: readonly Profile[];
}

export async function readStoredKeys(storage: StoragePort): Promise<StoredKeys> {
  const settings = new Map<string, string>();
  for (const name of keySettingNames) {
    const value = (await storage.settings.get(name))?.value;
    if (typeof value === 'string' && value !== '') settings.set(name, value);
  }
  const profiles = (await storage.profiles.list()).filter((profile) =>
    profileKeyFields.some((field) => Boolean(profile.assignedAPIKey?.[field])),
  );
  return { settings, profiles };
}

/** The non-empty stored values, main keys first. */
export function storedKeyValues(keys: StoredKeys): string[] {
  const values = [...keys.settings.values()];
  for (const profile of keys.profiles) {
    for (const field of profileKeyFields) {
      const value = profile.assignedAPIKey?.[field];
      if (value) values.push(value);
    }
  }
  return values;
}

/**
 * Writes each stored key through `change`; a changed value is stamped now and marked unsynced, so
 * a newly locked key syncs. An empty result clears the key (a profile's field is removed).
 */
export async function rewriteStoredKeys(
  storage: StoragePort,
  keys: StoredKeys,
  change: (value: string) => Promise<string>,
): Promise<void> {
  const now = Date.now();
  for (const [name, value] of keys.settings) {
    const next = await change(value);
    if (next !== value)
      await storage.settings.set({ key: name, value: next, updatedAt: now, syncedAt: null });
  }
  for (const profile of keys.profiles) {
    const entries = await Promise.all(
      profileKeyFields.map(async (field) => {
        const value = profile.assignedAPIKey?.[field];
        return [field, value, value ? await change(value) : value] as const;
      }),
    );
    if (entries.every(([, value, next]) => next === value)) continue;
    // A cleared key leaves the profile without the field, as a profile that never had one.
    const assigned = Object.fromEntries(
      entries.filter(([, , next]) => next).map(([field, , next]) => [field, next]),
    );
    await storage.profiles.put({ ...profile, assignedAPIKey: assigned, updatedAt: now, syncedAt: null });
  }
}
