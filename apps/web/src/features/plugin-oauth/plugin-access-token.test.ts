// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Plugin, StoragePort } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { startOAuthServer, type OAuthTestServer } from '@confab/test-kit/oauth-server';
import { oauthClientSettingNames } from './oauth-client-settings.ts';
import { readPluginOAuthToken, savePluginOAuthToken } from './oauth-token-record.ts';
import { oauthTestPlugin } from './oauth-test-plugin.ts';
import { codeChallengeS256, randomURLSafeText } from './pkce.ts';
import { pluginAccessToken, type PluginAccessTokenOptions } from './plugin-access-token.ts';
import type { TokenFetch } from './token-request.ts';

let server: OAuthTestServer;
let storage: StoragePort;
let plugin: Plugin;
let options: PluginAccessTokenOptions;
const redirectURI = 'http://localhost/plugin-oauth/callback';

beforeAll(async () => {
  server = await startOAuthServer();
});
afterAll(async () => {
  await server.stop();
});
beforeEach(() => {
  storage = createMemoryStorage();
  plugin = oauthTestPlugin({ tokenURL: server.tokenURL, contentType: 'urlencoded' });
  const userSettings = new Map([
    [oauthClientSettingNames.clientID, server.clientID],
    [oauthClientSettingNames.clientSecret, server.clientSecret],
  ]);
  options = { storage, userSettings, fetch: (url, init) => fetch(url, init) };
});

/** Goes through the server's authorization and code exchange, for a real refresh token. */
async function issuedRefreshToken(): Promise<string> {
  const verifier = randomURLSafeText();
  const authorize = new URL(server.authorizationURL);
  for (const [name, value] of Object.entries({
    response_type: 'code',
    client_id: server.clientID,
    redirect_uri: redirectURI,
    state: 'state',
    code_challenge: await codeChallengeS256(verifier),
    code_challenge_method: 'S256',
  }))
    authorize.searchParams.set(name, value);
  const redirect = await fetch(authorize, { redirect: 'manual' });
  const code = new URL(redirect.headers.get('location') ?? '').searchParams.get('code') ?? '';
  const answer = await fetch(server.tokenURL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'authorization_code',
      code,
      client_id: server.clientID,
      client_secret: server.clientSecret,
      redirect_uri: redirectURI,
      code_verifier: verifier,
    }),
  });
  return ((await answer.json()) as { refresh_token: string }).refresh_token;
}

/** Stores a connection whose access token has `secondsLeft` to live. */
async function storeConnection(secondsLeft: number): Promise<void> {
  await savePluginOAuthToken(storage, plugin.uuid, {
    accessToken: 'old-access',
    refreshToken: await issuedRefreshToken(),
    expiresIn: 3600,
    createdAtUnixTime: Math.floor(Date.now() / 1000) - 3600 + secondsLeft,
    refreshTokenExpiresIn: 86_400,
  });
}

describe('pluginAccessToken', () => {
  it('is undefined for a plugin never connected', async () => {
    expect(await pluginAccessToken(plugin, options)).toBeUndefined();
  });

  it('returns a token with time left as it is, without asking the server', async () => {
    await storeConnection(600);
    const requests = server.tokenRequests.length;
    expect(await pluginAccessToken(plugin, options)).toBe('old-access');
    expect(server.tokenRequests.length).toBe(requests);
  });

  it('refreshes a token that expires within a minute, as a form, and keeps the new one', async () => {
    await storeConnection(30);
    const token = await pluginAccessToken(plugin, options);
    expect(token).toBe(server.issuedAccessTokens.at(-1));
    expect(server.tokenRequests.at(-1)).toMatchObject({ contentType: 'urlencoded', status: 200 });
    expect(server.tokenRequests.at(-1)?.fields.grant_type).toBe('refresh_token');
    const stored = await readPluginOAuthToken(storage, plugin.uuid);
    expect(stored?.accessToken).toBe(token);
    expect(stored?.refreshToken).not.toBeUndefined();
    expect(await pluginAccessToken(plugin, options)).toBe(token);
  });

  it('lets concurrent callers share one refresh', async () => {
    await storeConnection(-10);
    const requests = server.tokenRequests.length;
    const tokens = await Promise.all([1, 2, 3, 4].map(() => pluginAccessToken(plugin, options)));
    expect(server.tokenRequests.length).toBe(requests + 1);
    expect(new Set(tokens)).toEqual(new Set([server.issuedAccessTokens.at(-1)]));
  });

  it('forgets the connection when the server refuses the refresh', async () => {
    await storeConnection(-10);
    server.failNext('refuse-refresh');
    expect(await pluginAccessToken(plugin, options)).toBeUndefined();
    expect(await readPluginOAuthToken(storage, plugin.uuid)).toBeUndefined();
  });

  it('keeps the connection when the server cannot be reached, for a later try', async () => {
    await storeConnection(-10);
    const offline: TokenFetch = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await pluginAccessToken(plugin, { ...options, fetch: offline })).toBeUndefined();
    expect(await readPluginOAuthToken(storage, plugin.uuid)).toBeDefined();
  });

  it('is undefined for an expired token without a refresh token', async () => {
    await savePluginOAuthToken(storage, plugin.uuid, {
      accessToken: 'old-access',
      expiresIn: 60,
      createdAtUnixTime: Math.floor(Date.now() / 1000) - 120,
    });
    expect(await pluginAccessToken(plugin, options)).toBeUndefined();
  });
});
