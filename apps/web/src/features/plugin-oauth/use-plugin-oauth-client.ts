import { useCallback } from 'react';
import { isSecretPluginSetting, type Plugin } from '@confab/core';
import { usePluginActions, type SettingValue } from '../plugins/index.ts';
import { usePluginSettingValues } from '../tools/index.ts';
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
  const { values } = usePluginSettingValues();
  const { saveSettings } = usePluginActions();
  const current = values.get(plugin.id);

  const save = useCallback(
    async (name: keyof PluginOAuthClient, text: string) => {
      const declared = new Map((plugin.userSettings ?? []).map((setting) => [setting.name, setting]));
      // saveSettings replaces the plugin's plain values, so the others are passed on unchanged;
      // secrets not named here stay where they are.
      const next = new Map<string, SettingValue | undefined>();
      for (const [settingName, value] of current ?? []) {
        if (!isSecretPluginSetting(declared.get(settingName) ?? { name: settingName }))
          next.set(settingName, value);
      }
      next.set(oauthClientSettingNames[name], text);
      await saveSettings(plugin, next);
    },
    [plugin, current, saveSettings],
  );

  return { ...oauthClientOf(current), save };
}
