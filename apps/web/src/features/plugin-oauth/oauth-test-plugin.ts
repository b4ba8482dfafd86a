import type { Plugin, PluginOAuthConfig, StoragePort } from '@confab/core';
import { settingKeys } from '../../storage/setting-keys.ts';

/** An installed OAuth plugin for tests, pointing at the given authorization server. */
export function oauthTestPlugin(config: PluginOAuthConfig, fields: Partial<Plugin> = {}): Plugin {
  return {
    id: 'plugin-1',
    uuid: 'uuid-1',
    title: 'Calendar',
    enabled: true,
    implementationType: 'http',
    authenticationType: 'AUTH_TYPE_OAUTH',
    openaiSpec: { name: 'list_events' },
    httpAction: { method: 'GET', url: 'https://calendar.example/events' },
    oauthConfig: config,
    createdAt: 1,
    updatedAt: 1,
    syncedAt: null,
    ...fields,
  };
}

/** Stores the plugin and the person's client id and secret for it. */
export async function installOAuthTestPlugin(
  storage: StoragePort,
  plugin: Plugin,
  client: { clientID: string; clientSecret: string },
): Promise<void> {
  await storage.plugins.put(plugin);
  await storage.settings.set({
    key: settingKeys.userPluginSettings,
    value: {
      [plugin.id]: {
        PLUGIN_OAUTH_CLIENT_ID: client.clientID,
        PLUGIN_OAUTH_CLIENT_SECRET: client.clientSecret,
      },
    },
    updatedAt: 1,
    syncedAt: null,
  });
}
