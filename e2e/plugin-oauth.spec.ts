import type { Page } from '@playwright/test';
import { saveScreenshot } from './support/screenshots.ts';
import { startOAuthServer, type OAuthTestServer } from '@confab/test-kit/oauth-server';
import { answers } from './support/chat-page.ts';
import { sendMessage } from './support/composer.ts';
import { configureMockProviders } from './support/configure-providers.ts';
import { test, expect } from './support/test.ts';
import { seedRecords, storedSetting } from './support/seed-records.ts';

// Plugin OAuth end to end against the test kit's authorization server: Connect in the Auth panel
// opens the provider in a popup, the provider sends the popup back to /plugin-oauth/callback, which
// exchanges the code (PKCE) and stores the tokens; the panel in the first tab updates by itself.
// The panel is the Plugins screen's Auth tab; a model's call of the plugin then sends the token,
// refreshed first when it is about to expire.

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
  await page.goto('/#plugins');
  await page
    .getByRole('navigation', { name: 'Plugin list' })
    .getByRole('button', { name: /^Calendar / })
    .click();
  await page.getByRole('tab', { name: 'Auth' }).click();
  await expect(page.getByText('Not connected')).toBeVisible();
}

test('Connect opens the provider in a popup; the callback stores tokens that a tool call refreshes before they expire', async ({
  page,
  mockProvider,
}) => {
  await configureMockProviders(page, mockProvider.url);
  await openAuthPanel(page);
  await page.getByLabel('Client ID').fill(server.clientID);
  await page.getByLabel('Client secret').fill(server.clientSecret);
  // The client id is a plain setting; the secret is kept like an API key.
  await expect
    .poll(() => storedSetting(page, 'plugins.userSettings'))
    .toEqual({ 'plugin-calendar': { PLUGIN_OAUTH_CLIENT_ID: server.clientID } });
  await expect
    .poll(() => storedSetting(page, 'apiKeys.plugin/plugin-calendar/PLUGIN_OAUTH_CLIENT_SECRET'))
    .toBe(server.clientSecret);
  await saveScreenshot(page, 'oauth-panel-not-connected');

  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Plugin connected' })).toBeVisible();
  expect(new URL(popup.url()).pathname).toBe('/plugin-oauth/callback');
  // The spent code and state are gone from the address.
  expect(new URL(popup.url()).search).toBe('');
  await saveScreenshot(popup, 'oauth-callback-success');
  expect(server.tokenRequests.at(-1)).toMatchObject({ contentType: 'urlencoded', status: 200 });
  expect(server.tokenRequests.at(-1)?.fields.grant_type).toBe('authorization_code');

  // The first tab hears the popup's write through the store's cross-tab events.
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Disconnect' })).toBeVisible();
  await saveScreenshot(page, 'oauth-panel-connected');
  const closed = popup.waitForEvent('close');
  // The button closes its own window: a click whose page goes away mid-action is what is wanted.
  await popup
    .getByRole('button', { name: 'Close' })
    .click()
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error;
    });
  await closed;

  // 30 s tokens are inside the refresh margin: the model's call of the plugin refreshes it first.
  const firstToken = server.issuedAccessTokens.at(-1);
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Model' }).selectOption('gpt-4o-mini');
  await page.getByRole('button', { name: 'Plugins', exact: true }).click();
  await page
    .getByRole('group', { name: 'Plugins for new chats' })
    .getByRole('checkbox', { name: 'Calendar' })
    .check();
  await page.keyboard.press('Escape');
  mockProvider.script({
    toolCalls: [{ name: 'list_events', input: {} }],
    match: { afterToolResults: false },
  });
  await sendMessage(page, 'What is on my calendar?');
  await expect(answers(page)).toContainText('Mock reply to tool results:');
  const refreshed = server.issuedAccessTokens.at(-1);
  expect(refreshed).not.toBe(firstToken);
  expect(server.tokenRequests.at(-1)?.fields.grant_type).toBe('refresh_token');
  const results = mockProvider.requests.filter((request) => request.stream).at(-1)?.toolResults ?? [];
  expect(results.map((result) => result.isError)).toEqual([false]);

  await page.goto('/#plugins');
  await page
    .getByRole('navigation', { name: 'Plugin list' })
    .getByRole('button', { name: /^Calendar / })
    .click();
  await page.getByRole('tab', { name: 'Auth' }).click();
  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('Not connected')).toBeVisible();
});

test('a callback whose state matches nothing fails with "Invalid state"', async ({ page }) => {
  await page.goto('/plugin-oauth/callback?code=some-code&state=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
  await expect(page.getByRole('heading', { name: 'Connection failed' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Invalid state');
  await expect(page.getByRole('button', { name: 'Close' })).toBeVisible();
  await saveScreenshot(page, 'oauth-callback-invalid-state');
});
