import { lookupOwn, type StoragePort } from '@confab/core';
import { settingKeys } from '../../storage/setting-keys.ts';
import { oauthClientOf, type PluginOAuthClient } from './oauth-client-settings.ts';

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
  if (!isTable(values)) return oauthClientOf(undefined);
  const settings = new Map<string, string | number | boolean>();
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      settings.set(name, value);
    }
  }
  return oauthClientOf(settings);
}
