import type { Plugin, StoragePort } from '@confab/core';
import { takePendingAuthorization } from './pending-authorizations.ts';
import { savePluginOAuthToken } from './oauth-token-record.ts';
import { readPluginOAuthClient } from './plugin-oauth-client.ts';
import { PluginOAuthError } from './plugin-oauth-error.ts';
import { requestPluginToken, type TokenFetch } from './token-request.ts';

export interface CompleteAuthorizationEnvironment {
  storage: StoragePort;
  fetch: TokenFetch;
  now?: number;
}

async function pluginByUUID(storage: StoragePort, pluginUUID: string): Promise<Plugin | undefined> {
  return (await storage.plugins.list()).find((plugin) => plugin.uuid === pluginUUID);
}

/**
 * The callback page's work (spec §4, §5, §7): the `state` must match a pending authorization of
 * this device, whose plugin must still be installed with an OAuth configuration; the `code` is then
 * exchanged (with the PKCE verifier) and the tokens stored under the plugin's uuid. Other tabs see
 * the new record through the store's cross-tab change events, so an open Auth tab updates itself.
 * Rejects with a PluginOAuthError naming the spec's message.
 */
export async function completePluginAuthorization(
  query: URLSearchParams,
  { storage, fetch, now = Date.now() }: CompleteAuthorizationEnvironment,
): Promise<Plugin> {
  const pending = await takePendingAuthorization(storage, query.get('state') ?? '', now);
  if (!pending) throw new PluginOAuthError('invalid-state');
  const plugin = await pluginByUUID(storage, pending.pluginUUID);
  const config = plugin?.oauthConfig;
  if (!plugin || !config) throw new PluginOAuthError('plugin-not-found', { pluginUUID: pending.pluginUUID });
  // The provider sends `error` instead of a code when the person refused or it failed.
  const code = query.get('code') ?? '';
  if (code === '') throw new PluginOAuthError('token-request-failed');
  const { clientID, clientSecret } = await readPluginOAuthClient(storage, plugin.id);
  const fields = new Map([
    ['code', code],
    ['client_id', clientID],
    ['client_secret', clientSecret],
    ['redirect_uri', pending.redirectURI],
    ['grant_type', 'authorization_code'],
    ['code_verifier', pending.codeVerifier],
  ]);
  const token = await requestPluginToken(config, fields, { fetch, now });
  await savePluginOAuthToken(storage, plugin.uuid, token);
  return plugin;
}
