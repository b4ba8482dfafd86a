import { useCallback } from 'react';
import { settingKeys } from '../../storage/setting-keys.ts';
import { useSetting } from '../../storage/use-setting.ts';
import { noUserPluginSettings, userPluginSettingsSchema } from '../tools/index.ts';
import { oauthClientSettingNames, type PluginOAuthClient } from './oauth-client-settings.ts';

export interface PluginOAuthClientState extends PluginOAuthClient {
  loaded: boolean;
  save: (name: keyof PluginOAuthClient, value: string) => Promise<void>;
}

/**
 * The client id and secret of one plugin, read from and written to the person's plugin settings
 * (`plugins.userSettings`), the same values the Plugins screen's Settings tab edits.
 */
export function usePluginOAuthClient(pluginID: string): PluginOAuthClientState {
  const { value, loaded, save } = useSetting(
    settingKeys.userPluginSettings,
    userPluginSettingsSchema,
    noUserPluginSettings,
  );
  // Maps, so a plugin id or setting name from a file never indexes a plain object.
  const byPlugin = new Map(Object.entries(value));
  const values = new Map(Object.entries(byPlugin.get(pluginID) ?? {}));
  const text = (name: string): string => {
    const stored = values.get(name);
    return stored === undefined ? '' : String(stored);
  };

  const saveField = useCallback(
    async (name: keyof PluginOAuthClient, text: string) => {
      const current = new Map(Object.entries(value));
      const fields = new Map(Object.entries(current.get(pluginID) ?? {}));
      fields.set(oauthClientSettingNames[name], text);
      current.set(pluginID, Object.fromEntries(fields));
      await save(Object.fromEntries(current));
    },
    [value, pluginID, save],
  );

  return {
    clientID: text(oauthClientSettingNames.clientID),
    clientSecret: text(oauthClientSettingNames.clientSecret),
    loaded,
    save: saveField,
  };
}
