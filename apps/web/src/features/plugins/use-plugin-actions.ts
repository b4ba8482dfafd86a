import { useCallback, useMemo } from 'react';
import {
  isSecretPluginSetting,
  parsePluginSecretKey,
  pluginSecretKey,
  systemClock,
  type Plugin,
  type StoragePort,
} from '@confab/core';
import { useVaultActions } from '../key-vault/index.ts';
import { deletePluginOAuthToken } from '../plugin-oauth/index.ts';
import { userPluginSettingsSchema, type UserPluginSettings } from '../tools/index.ts';
import { useStorage } from '../../storage/app-storage.tsx';
import { settingKeys } from '../../storage/setting-keys.ts';
import { duplicatePlugin } from './duplicate-plugin.ts';

export type SettingValue = string | number | boolean;

export interface PluginActions {
  /** Writes the record as given, stamped now and unsynced (add, edit, switch). */
  put: (plugin: Plugin) => Promise<void>;
  setEnabled: (plugin: Plugin, enabled: boolean) => Promise<void>;
  duplicate: (plugin: Plugin) => Promise<string>;
  /** Removes the record (leaving a tombstone) and the person's settings for it. */
  remove: (plugin: Plugin) => Promise<void>;
  /** Saves one plugin's settings: secrets each as a key (sealed while the vault is open), the rest together. */
  saveSettings: (plugin: Plugin, values: ReadonlyMap<string, SettingValue | undefined>) => Promise<void>;
}

async function readUserSettings(storage: StoragePort): Promise<Map<string, Record<string, SettingValue>>> {
  const parsed = userPluginSettingsSchema.safeParse(
    (await storage.settings.get(settingKeys.userPluginSettings))?.value,
  );
  return new Map(Object.entries(parsed.success ? parsed.data : {}));
}

async function writeUserSettings(
  storage: StoragePort,
  byPlugin: ReadonlyMap<string, Record<string, SettingValue>>,
): Promise<void> {
  const value: UserPluginSettings = Object.fromEntries(byPlugin);
  await storage.settings.set({
    key: settingKeys.userPluginSettings,
    value,
    updatedAt: systemClock.now(),
    syncedAt: null,
  });
}

async function setSecret(storage: StoragePort, key: string, value: string): Promise<void> {
  if (value === '') await storage.settings.delete(key);
  else await storage.settings.set({ key, value, updatedAt: systemClock.now(), syncedAt: null });
}

export function usePluginActions(): PluginActions {
  const storage = useStorage();
  const { seal } = useVaultActions();

  const put = useCallback(
    (plugin: Plugin) =>
      storage.plugins.put({
        ...plugin,
        updatedAt: Math.max(systemClock.now(), plugin.updatedAt),
        syncedAt: null,
      }),
    [storage],
  );

  const saveSettings = useCallback(
    async (plugin: Plugin, values: ReadonlyMap<string, SettingValue | undefined>) => {
      const declared = new Map((plugin.userSettings ?? []).map((setting) => [setting.name, setting]));
      const plain = new Map<string, SettingValue>();
      for (const [name, value] of values) {
        // A setting the plugin does not declare (PLUGIN_OAUTH_CLIENT_SECRET) is a secret by its name.
        if (isSecretPluginSetting(declared.get(name) ?? { name })) {
          // A locked value the form kept unchanged stays as it is; a typed one is sealed when the vault is open.
          const text = value === undefined ? '' : String(value);
          await setSecret(storage, pluginSecretKey(plugin.id, name), text === '' ? '' : await seal(text));
        } else if (value !== undefined && value !== '') {
          plain.set(name, value);
        }
      }
      const byPlugin = await readUserSettings(storage);
      if (plain.size === 0) byPlugin.delete(plugin.id);
      else byPlugin.set(plugin.id, Object.fromEntries(plain));
      await writeUserSettings(storage, byPlugin);
    },
    [storage, seal],
  );

  const remove = useCallback(
    async (plugin: Plugin) => {
      await storage.plugins.delete(plugin.id);
      await deletePluginOAuthToken(storage, plugin.uuid);
      const byPlugin = await readUserSettings(storage);
      if (byPlugin.delete(plugin.id)) await writeUserSettings(storage, byPlugin);
      for (const setting of await storage.settings.all()) {
        if (parsePluginSecretKey(setting.key)?.pluginID === plugin.id)
          await storage.settings.delete(setting.key);
      }
    },
    [storage],
  );

  return useMemo(
    () => ({
      put,
      setEnabled: (plugin, enabled) => put({ ...plugin, enabled }),
      duplicate: async (plugin) => {
        const copy = duplicatePlugin(plugin, { now: systemClock.now(), newID: () => crypto.randomUUID() });
        await storage.plugins.put(copy);
        return copy.id;
      },
      remove,
      saveSettings,
    }),
    [put, remove, saveSettings, storage],
  );
}
