// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StoragePort } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { startOAuthServer, type OAuthTestServer } from '@confab/test-kit/oauth-server';
import { completePluginAuthorization } from './complete-authorization.ts';
import { buildAuthorizationURL } from './connect-plugin.ts';
import { readPluginOAuthToken } from './oauth-token-record.ts';
import { savePendingAuthorization } from './pending-authorizations.ts';
import { randomURLSafeText } from './pkce.ts';
import { installOAuthTestPlugin, oauthTestPlugin } from './oauth-test-plugin.ts';

const redirectURI = 'http://localhost:5173/plugin-oauth/callback';
const tokenFetch = (url: string, init: RequestInit) => fetch(url, init);

let server: OAuthTestServer;
let storage: StoragePort;

beforeAll(async () => {
  server = await startOAuthServer();
});
afterAll(async () => {
  await server.stop();
});
beforeEach(() => {
  storage = createMemoryStorage();
});

/** What the Auth tab's Connect does, then the provider's redirect: the callback's query. */
async function authorize(
  contentType: 'json' | 'urlencoded',
  pluginUUID = 'uuid-1',
): Promise<URLSearchParams> {
  const plugin = oauthTestPlugin({
    authorizationURL: server.authorizationURL,
    tokenURL: server.tokenURL,
    contentType,
    scopes: 'calendar.read',
  });
  await installOAuthTestPlugin(storage, plugin, server);
  const state = randomURLSafeText();
  const codeVerifier = randomURLSafeText();
  await savePendingAuthorization(storage, {
    state,
    codeVerifier,
    pluginUUID,
    redirectURI,
    createdAt: Date.now(),
  });
  const url = await buildAuthorizationURL(plugin, {
    clientID: server.clientID,
    redirectURI,
    state,
    codeVerifier,
  });
  const redirect = await fetch(url, { redirect: 'manual' });
  return new URL(redirect.headers.get('location') ?? '').searchParams;
}

async function failureMessage(query: URLSearchParams): Promise<string> {
  const outcome = await completePluginAuthorization(query, { storage, fetch: tokenFetch }).then(
    () => 'succeeded',
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
  return outcome;
}

describe('completePluginAuthorization against the test-kit OAuth server', () => {
  it.each(['json', 'urlencoded'] as const)(
    'exchanges the code with PKCE as %s and stores the tokens',
    async (type) => {
      const query = await authorize(type);
      const plugin = await completePluginAuthorization(query, { storage, fetch: tokenFetch });
      expect(plugin.uuid).toBe('uuid-1');
      expect(server.tokenRequests.at(-1)).toMatchObject({ contentType: type, status: 200 });
      expect(server.tokenRequests.at(-1)?.fields).toMatchObject({
        grant_type: 'authorization_code',
        client_id: 'test-client',
        client_secret: 'test-secret',
        redirect_uri: redirectURI,
      });
      const token = await readPluginOAuthToken(storage, 'uuid-1');
      expect(token?.accessToken).toBe(server.issuedAccessTokens.at(-1));
      expect(token).toMatchObject({ expiresIn: 3600, refreshTokenExpiresIn: 86_400 });
      const me = await fetch(server.apiURL, { headers: { authorization: `Bearer ${token?.accessToken}` } });
      expect(await me.json()).toEqual({ user: 'oauth-test-user', scope: 'calendar.read' });
    },
  );

  it('says "Invalid state" for a missing, unknown or reused state', async () => {
    const query = await authorize('json');
    expect(await failureMessage(new URLSearchParams({ code: query.get('code') ?? '' }))).toBe(
      'Invalid state',
    );
    const forged = new URLSearchParams(query);
    forged.set('state', randomURLSafeText());
    expect(await failureMessage(forged)).toBe('Invalid state');
    expect(await failureMessage(query)).toBe('succeeded');
    expect(await failureMessage(query)).toBe('Invalid state');
  });

  it('says "Plugin not found: {uuid}" when the plugin was removed meanwhile', async () => {
    const query = await authorize('json', 'uuid-gone');
    expect(await failureMessage(query)).toBe('Plugin not found: uuid-gone');
  });

  it('says "Unable to get access token" when the server refuses the code or the person refused', async () => {
    server.failNext('refuse-code');
    expect(await failureMessage(await authorize('json'))).toBe('Unable to get access token');
    server.failNext('deny-authorization');
    const denied = await authorize('json');
    expect(denied.get('error')).toBe('access_denied');
    expect(await failureMessage(denied)).toBe('Unable to get access token');
  });

  it('says "No access token" when the answer holds none', async () => {
    server.failNext('omit-access-token');
    expect(await failureMessage(await authorize('urlencoded'))).toBe('No access token');
    expect(await readPluginOAuthToken(storage, 'uuid-1')).toBeUndefined();
  });

  it('refuses a wrong PKCE verifier', async () => {
    const query = await authorize('json');
    const key = `sync.pluginOAuth.pending.${query.get('state') ?? ''}`;
    const stored = (await storage.settings.get(key))?.value as object;
    await storage.settings.set({
      key,
      value: { ...stored, codeVerifier: randomURLSafeText() },
      updatedAt: 1,
      syncedAt: null,
    });
    expect(await failureMessage(query)).toBe('Unable to get access token');
    expect(server.tokenRequests.at(-1)?.status).toBe(400);
  });
});
