import type { CustomModel, Profile, StoragePort } from '@confab/core';

type ProfileKeyField = keyof NonNullable<Profile['assignedAPIKey']>;

const profileKeyFields: readonly ProfileKeyField[] = ['openAIAPIKey', 'anthropicAPIKey', 'geminiAPIKey'];

const keySettingPrefix = 'apiKeys.';

/**
 * True for a setting that holds a key: the sync rule's `apiKeys.` prefix, which names each provider
 * style's key and each plugin's secret (docs/plugins.md "Secrets").
 */
export function isKeySettingName(name: string): boolean {
  return name.startsWith(keySettingPrefix);
}

/**
 * Every stored API key of the device: the main keys and plugins' secrets (settings), each profile's
 * assigned keys and each custom model's own key. Custom headers are not keys here: they are sent as typed.
 */
export interface StoredKeys {
  settings: ReadonlyMap<string, string>;
  profiles: readonly Profile[];
  customModels: readonly CustomModel[];
}

export async function readStoredKeys(storage: StoragePort): Promise<StoredKeys> {
  const settings = new Map<string, string>();
  for (const setting of await storage.settings.all()) {
    if (!isKeySettingName(setting.key)) continue;
    if (typeof setting.value === 'string' && setting.value !== '') settings.set(setting.key, setting.value);
  }
  const profiles = (await storage.profiles.list()).filter((profile) =>
    profileKeyFields.some((field) => Boolean(profile.assignedAPIKey?.[field])),
  );
  const customModels = (await storage.customModels.list()).filter((model) => Boolean(model.apiKey));
  return { settings, profiles, customModels };
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
  for (const model of keys.customModels) if (model.apiKey) values.push(model.apiKey);
  return values;
}

/**
 * Writes each stored key through `change`; a changed value is stamped now and marked unsynced, so
 * a newly locked key syncs. An empty result clears the key (a profile's or a custom model's field is
 * removed; the profile or model itself stays).
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
  for (const model of keys.customModels) {
    const { apiKey, ...withoutKey } = model;
    if (!apiKey) continue;
    const next = await change(apiKey);
    if (next === apiKey) continue;
    await storage.customModels.put({
      ...withoutKey,
      ...(next ? { apiKey: next } : {}),
      updatedAt: now,
      syncedAt: null,
    });
  }
}
