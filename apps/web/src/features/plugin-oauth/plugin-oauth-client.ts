import { lookupOwn, pluginSecretKey, type StoragePort } from '@confab/core';
import { isLockedKeyValue } from '@confab/core/sync-rules';
import { settingKeys } from '../../storage/setting-keys.ts';
import { oauthClientOf, oauthClientSettingNames, type PluginOAuthClient } from './oauth-client-settings.ts';

function isTable(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The client id and secret the person entered for a plugin, read from `plugins.userSettings`.
 * Read field by field rather than through the tools feature's schema: this runs on the callback
 * page, whose chunk should not carry the tools feature (picker, steps, model lists).
 */
export async function readPluginOAuthClient(
  storage: StoragePort,
  pluginID: string,
): Promise<PluginOAuthClient> {
  const stored = (await storage.settings.get(settingKeys.userPluginSettings))?.value;
  const values = isTable(stored) ? lookupOwn(stored, pluginID) : undefined;
  const settings = new Map<string, string | number | boolean>();
  for (const [name, value] of Object.entries(isTable(values) ? values : {})) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      settings.set(name, value);
    }
  }
  // The secret is kept like an API key (docs/plugins.md "Secrets"). This page cannot open a value
  // locked with the key vault's password, so a locked secret is left out (a public client with
  // PKCE needs none; a server that insists answers "Unable to get access token").
  const secretName = oauthClientSettingNames.clientSecret;
  const secret = (await storage.settings.get(pluginSecretKey(pluginID, secretName)))?.value;
  if (typeof secret === 'string' && secret !== '' && !isLockedKeyValue(secret))
    settings.set(secretName, secret);
  return oauthClientOf(settings);
}
