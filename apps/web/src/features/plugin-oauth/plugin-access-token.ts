import type { Plugin, StoragePort } from '@confab/core';
import type { PluginSettingValues } from '../tools/index.ts';
import { oauthClientOf } from './oauth-client-settings.ts';
import {
  accessTokenExpiresAt,
  canRefresh,
  deletePluginOAuthToken,
  readPluginOAuthToken,
  savePluginOAuthToken,
  type PluginOAuthToken,
} from './oauth-token-record.ts';
import { PluginOAuthError } from './plugin-oauth-error.ts';
import { requestPluginToken, type TokenFetch } from './token-request.ts';

/** A token that expires within this margin is refreshed first, so it does not expire in flight. */
export const refreshMarginMs = 60_000;

export interface PluginAccessTokenOptions {
  storage: StoragePort;
  /** The plugin's settings (a runtime's `context.userSettings`): the client a refresh sends. */
  userSettings: PluginSettingValues;
  fetch?: TokenFetch;
  now?: () => number;
}

// One refresh per plugin at a time: concurrent tool calls share it instead of racing with one refresh
// token (a provider that rotates refresh tokens would refuse every caller but the first).
const refreshing = new Map<string, Promise<string | undefined>>();

const defaultFetch: TokenFetch = (url, init) => fetch(url, init);

/**
 * A working access token for a connected plugin, refreshed first when it expires within a minute;
 * undefined when the plugin is not connected or can no longer be ("Connect again"). A refused
 * refresh forgets the tokens; a refresh that could not reach the server keeps them for next time.
 */
export async function pluginAccessToken(
  plugin: Plugin,
  { storage, userSettings, fetch = defaultFetch, now = Date.now }: PluginAccessTokenOptions,
): Promise<string | undefined> {
  const token = await readPluginOAuthToken(storage, plugin.uuid);
  if (!token) return undefined;
  if (now() + refreshMarginMs < accessTokenExpiresAt(token)) return token.accessToken;
  const running = refreshing.get(plugin.uuid);
  if (running) return running;
  const refresh = refreshToken(plugin, token, { storage, userSettings, fetch, now }).finally(() =>
    refreshing.delete(plugin.uuid),
  );
  refreshing.set(plugin.uuid, refresh);
  return refresh;
}

async function refreshToken(
  plugin: Plugin,
  token: PluginOAuthToken,
  { storage, userSettings, fetch, now }: Required<PluginAccessTokenOptions>,
): Promise<string | undefined> {
  const config = plugin.oauthConfig;
  if (!config || token.refreshToken === undefined || !canRefresh(token, now())) {
    // Still usable for its last seconds; past its end there is nothing left to try.
    return now() < accessTokenExpiresAt(token) ? token.accessToken : undefined;
  }
  const { clientID, clientSecret } = oauthClientOf(userSettings);
  const fields = new Map([
    ['grant_type', 'refresh_token'],
    ['refresh_token', token.refreshToken],
    ['client_id', clientID],
    ['client_secret', clientSecret],
  ]);
  try {
    const fresh = await requestPluginToken(config, fields, { fetch, now: now() });
    await savePluginOAuthToken(storage, plugin.uuid, keepRefreshToken(fresh, token));
    return fresh.accessToken;
  } catch (error) {
    if (error instanceof PluginOAuthError && (error.refused || error.failure === 'no-access-token')) {
      await deletePluginOAuthToken(storage, plugin.uuid);
    }
    return undefined;
  }
}

/** Servers that do not rotate refresh tokens omit one: the old one stays, with its own expiry. */
function keepRefreshToken(fresh: PluginOAuthToken, previous: PluginOAuthToken): PluginOAuthToken {
  if (fresh.refreshToken !== undefined || previous.refreshToken === undefined) return fresh;
  const kept: PluginOAuthToken = { ...fresh, refreshToken: previous.refreshToken };
  if (previous.refreshTokenExpiresIn === undefined || previous.refreshTokenExpiresIn === 0) return kept;
  const endsAt = previous.createdAtUnixTime + previous.refreshTokenExpiresIn;
  // At least a second: zero would read as "no stated lifetime".
  return { ...kept, refreshTokenExpiresIn: Math.max(1, endsAt - fresh.createdAtUnixTime) };
}
