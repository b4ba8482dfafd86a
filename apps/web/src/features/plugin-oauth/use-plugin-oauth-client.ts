import { useCallback, useRef } from 'react';
import type { Plugin } from '@confab/core';
import { useStorage } from '../../storage/app-storage.tsx';
import { settingKeys } from '../../storage/setting-keys.ts';
import { usePluginActions, type SettingValue } from '../plugins/index.ts';
import { usePluginSettingValues, userPluginSettingsSchema } from '../tools/index.ts';
import { oauthClientOf, oauthClientSettingNames, type PluginOAuthClient } from './oauth-client-settings.ts';

export interface PluginOAuthClientState extends PluginOAuthClient {
  save: (name: keyof PluginOAuthClient, value: string) => Promise<void>;
}

/**
 * The client id and secret of one plugin: the same settings the Plugins screen's Settings tab
 * edits, saved through its actions so the secret is kept like an API key (locked with the key
 * vault's password when there is one, never in `plugins.userSettings`).
 */
export function usePluginOAuthClient(plugin: Plugin): PluginOAuthClientState {
  const storage = useStorage();
  const { values } = usePluginSettingValues();
  const { saveSettings } = usePluginActions();
  // Saves run one after another: each rewrites the plugin's plain values from what is stored, so
  // two fields typed in quick succession cannot undo each other.
  const queue = useRef<Promise<void>>(Promise.resolve());

  const save = useCallback(
    (name: keyof PluginOAuthClient, text: string) => {
      const write = async () => {
        const stored = userPluginSettingsSchema.safeParse(
          (await storage.settings.get(settingKeys.userPluginSettings))?.value,
        );
        const byPlugin = new Map(Object.entries(stored.success ? stored.data : {}));
        const next = new Map<string, SettingValue | undefined>(Object.entries(byPlugin.get(plugin.id) ?? {}));
        next.set(oauthClientSettingNames[name], text);
        await saveSettings(plugin, next);
      };
      queue.current = queue.current.then(write, write);
      return queue.current;
    },
    [plugin, storage, saveSettings],
  );

  return { ...oauthClientOf(values.get(plugin.id)), save };
}
