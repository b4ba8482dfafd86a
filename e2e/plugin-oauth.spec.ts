import type { Page } from '@playwright/test';
import { startOAuthServer, type OAuthTestServer } from '@confab/test-kit/oauth-server';
import { test, expect } from './support/test.ts';
import { seedRecords, storedSetting } from './support/seed-records.ts';

// Plugin OAuth end to end against the test kit's authorization server: Connect in the Auth panel
// opens the provider in a popup, the provider sends the popup back to /plugin-oauth/callback, which
// exchanges the code (PKCE) and stores the tokens; the panel in the first tab updates by itself.
// The panel sits on a test page until the Plugins screen exists (plugin-auth-harness.html).

const shotDirectory = '/work/wt/shots';
let server: OAuthTestServer;

test.beforeAll(async () => {
  // Under the one-minute refresh margin: every use of the token refreshes it first.
  server = await startOAuthServer({ accessTokenLifetime: 30 });
});
test.afterAll(async () => {
  await server.stop();
});

function oauthPlugin() {
  return {
    id: 'plugin-calendar',
    uuid: 'uuid-calendar',
    title: 'Calendar',
    enabled: true,
    implementationType: 'http',
    authenticationType: 'AUTH_TYPE_OAUTH',
    openaiSpec: { name: 'list_events' },
    httpAction: { method: 'GET', url: server.apiURL },
    oauthConfig: {
      authorizationURL: server.authorizationURL,
      tokenURL: server.tokenURL,
      contentType: 'urlencoded',
      scopes: 'calendar.read',
    },
    createdAt: 1,
    updatedAt: 1,
    syncedAt: null,
  };
}

async function openAuthPanel(page: Page): Promise<void> {
  // The app creates the database on first load; the plugin is then seeded behind its back.
  await page.goto('/');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await seedRecords(page, { plugins: [oauthPlugin()] });
  await page.goto('/plugin-auth-harness.html?plugin=plugin-calendar');
  await expect(page.getByText('Not connected')).toBeVisible();
}

test('Connect opens the provider in a popup; the callback stores tokens that are refreshed before they expire', async ({
  page,
}) => {
  await openAuthPanel(page);
  await page.getByLabel('Client ID').fill(server.clientID);
  await page.getByLabel('Client secret').fill(server.clientSecret);
  await expect
    .poll(() => storedSetting(page, 'plugins.userSettings'))
    .toEqual({
      'plugin-calendar': {
        PLUGIN_OAUTH_CLIENT_ID: server.clientID,
        PLUGIN_OAUTH_CLIENT_SECRET: server.clientSecret,
      },
    });
  await page.screenshot({ path: `${shotDirectory}/oauth-panel-not-connected.png` });

  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Plugin connected' })).toBeVisible();
  expect(new URL(popup.url()).pathname).toBe('/plugin-oauth/callback');
  // The spent code and state are gone from the address.
  expect(new URL(popup.url()).search).toBe('');
  await popup.screenshot({ path: `${shotDirectory}/oauth-callback-success.png` });
  expect(server.tokenRequests.at(-1)).toMatchObject({ contentType: 'urlencoded', status: 200 });
  expect(server.tokenRequests.at(-1)?.fields.grant_type).toBe('authorization_code');

  // The first tab hears the popup's write through the store's cross-tab events.
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Disconnect' })).toBeVisible();
  await page.screenshot({ path: `${shotDirectory}/oauth-panel-connected.png` });
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Close' }).click();
  await closed;

  // 30 s tokens are inside the refresh margin: asking for one refreshes it.
  const firstToken = server.issuedAccessTokens.at(-1);
  await page.getByRole('button', { name: 'Get access token' }).click();
  const output = page.getByRole('status', { name: 'Access token' });
  await expect(output).toHaveText(/^access-/);
  const refreshed = await output.textContent();
  expect(refreshed).not.toBe(firstToken);
  expect(refreshed).toBe(server.issuedAccessTokens.at(-1));
  expect(server.tokenRequests.at(-1)?.fields.grant_type).toBe('refresh_token');
  const me = await fetch(server.apiURL, { headers: { authorization: `Bearer ${refreshed ?? ''}` } });
  expect(me.status).toBe(200);

  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('Not connected')).toBeVisible();
});

test('a callback whose state matches nothing fails with "Invalid state"', async ({ page }) => {
  await page.goto('/plugin-oauth/callback?code=some-code&state=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
  await expect(page.getByRole('heading', { name: 'Connection failed' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Invalid state');
  await expect(page.getByRole('button', { name: 'Close' })).toBeVisible();
  await page.screenshot({ path: `${shotDirectory}/oauth-callback-invalid-state.png` });
});
