import { parsePluginSecretKey, type Setting } from '@confab/core';
import { openedKey, useKeyVaultState } from '../key-vault/index.ts';
import { settingKeys } from '../../storage/setting-keys.ts';
import { useLiveQuery } from '../../storage/use-live-query.ts';
import { useSetting } from '../../storage/use-setting.ts';
import type { PluginSettingValues } from './plugin-runtime.ts';
import { noUserPluginSettings, pluginSettingsByPlugin, userPluginSettingsSchema } from './plugin-settings.ts';

export interface StoredPluginSecret {
  /** The stored value: plain, or `encrypted-…` while the key vault has a password. */
  stored: string;
  /** The plain value, or undefined while locked in this tab. */
  plain: string | undefined;
  locked: boolean;
}

export interface PluginSettingState {
  /** Each plugin's values by plugin id, with secrets opened: what runtimes and the status dots read. */
  values: ReadonlyMap<string, PluginSettingValues>;
  /** Like `values`, with secrets still locked in this tab counted as filled in (the status dots). */
  configured: ReadonlyMap<string, PluginSettingValues>;
  /** Each plugin's secrets by plugin id, then setting name. */
  secrets: ReadonlyMap<string, ReadonlyMap<string, StoredPluginSecret>>;
}

const noSecretSettings: Setting[] = [];

function addValue(
  into: Map<string, Map<string, string | number | boolean>>,
  pluginID: string,
  name: string,
  value: string,
): void {
  const forPlugin = into.get(pluginID) ?? new Map<string, string | number | boolean>();
  forPlugin.set(name, value);
  into.set(pluginID, forPlugin);
}

/** The person's plugin settings, kept live: the plain ones and the secrets (plugin-secret-settings.ts). */
export function usePluginSettingValues(): PluginSettingState {
  const { opened } = useKeyVaultState();
  const stored = useSetting(
    settingKeys.userPluginSettings,
    userPluginSettingsSchema,
    noUserPluginSettings,
  ).value;
  const secretSettings =
    useLiveQuery(
      () => ({
        read: async (storage) =>
          (await storage.settings.all()).filter((setting) => parsePluginSecretKey(setting.key) !== undefined),
        watches: (change) => change.table === 'settings',
      }),
      [],
    ).value ?? noSecretSettings;

  const values = new Map(
    [...pluginSettingsByPlugin(stored)].map(([pluginID, entries]) => [pluginID, new Map(entries)]),
  );
  const configured = new Map([...values].map(([pluginID, entries]) => [pluginID, new Map(entries)]));
  const secrets = new Map<string, Map<string, StoredPluginSecret>>();
  for (const setting of secretSettings) {
    const place = parsePluginSecretKey(setting.key);
    if (!place || typeof setting.value !== 'string' || setting.value === '') continue;
    const { key, locked } = openedKey(setting.value, opened);
    const forPlugin = secrets.get(place.pluginID) ?? new Map<string, StoredPluginSecret>();
    forPlugin.set(place.name, { stored: setting.value, plain: key, locked });
    secrets.set(place.pluginID, forPlugin);
    addValue(configured, place.pluginID, place.name, key ?? setting.value);
    if (key !== undefined) addValue(values, place.pluginID, place.name, key);
  }
  return { values, configured, secrets };
}
