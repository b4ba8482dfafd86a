import { createHash } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { saveScreenshot } from './support/screenshots.ts';
import { signedInDevice } from './support/signed-in-device.ts';
import { expect, test } from './support/test.ts';
import { serverWithInbox } from './support/server-with-inbox.ts';

// A server of its own with real SMTP, so the owner can sign in (the shared server prints codes).
test.describe.configure({ timeout: 60_000 });

const host = serverWithInbox();

/** A plugin record carrying secrets that must not leave, and an overview that tries to run. */
const plugin = {
  id: 'weather-e2e',
  uuid: 'u-weather-e2e',
  title: 'Weather now',
  emoji: '⛅',
  enabled: true,
  implementationType: 'http',
  overviewMarkdown:
    'Looks up the **weather**. <img src="https://tracker.example/p.png" onerror="window.__pwned = 1">',
  openaiSpec: { name: 'get_weather', description: 'Current weather for a city' },
  httpAction: { method: 'GET', url: 'https://api.example/weather?q={city}' },
  userSettings: [{ name: 'apiKey', label: 'API key', type: 'password', defaultValue: 'sk-e2e-secret' }],
  oauthConfig: { tokenURL: 'https://auth.example/token', contentType: 'json', clientSecret: 'e2e-secret' },
  createdAt: 1,
  updatedAt: 1,
  syncedAt: null,
};

async function tokenOf(context: BrowserContext): Promise<string> {
  return (await context.cookies()).find((cookie) => cookie.name === 'confab_cloud_token')?.value ?? '';
}

async function shareChat(page: Page, token: string, content: string): Promise<string> {
  const chatData = JSON.stringify({
    version: 1,
    title: 'Flow of a request',
    createdAt: Date.now(),
    messages: [
      { role: 'user', content: 'Draw the flow', createdAt: 1 },
      { role: 'assistant', content, model: 'model-a', createdAt: 2 },
    ],
  });
  const c = createHash('sha256').update(chatData).digest('hex');
  const answer = await page.request.post(`${host.server.url}/api/share`, {
    data: { chatData, c },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { shareLink: string }).shareLink;
}

/** Every request a page makes, to prove none leaves the origin. */
function requestsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

test.describe('shared plugins, diagrams and account deletion', () => {
  test('a shared plugin has a page that runs nothing, and the manager’s Plugins tab deletes it', async ({
    browser,
  }) => {
    const owner = await signedInDevice(browser, {
      ...host,
      email: `share-plugin-${String(Date.now())}@example.com`,
    });
    const published = await owner.page.request.post(`${host.server.url}/api/shared_plugins`, {
      data: { data: plugin },
      headers: { authorization: `Bearer ${await tokenOf(owner.context)}` },
    });
    expect(published.status()).toBe(201);
    const { shareLink } = (await published.json()) as { shareLink: string };
    const id = new URL(shareLink).pathname.split('/')[2] ?? '';

    const reader = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    const page = await reader.newPage();
    const requests = requestsOf(page);
    const response = await page.goto(shareLink);
    expect(response?.headers()['content-security-policy']).not.toContain('script-src');
    await expect(page.getByRole('heading', { level: 1, name: 'Weather now' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Overview' })).toContainText(
      'onerror="window.__pwned = 1"',
    );
    await expect(page.getByRole('region', { name: 'Functions' })).toContainText(
      'get_weather — Current weather for a city',
    );
    await expect(page.getByRole('link', { name: 'Add to Confab' })).toHaveAttribute(
      'href',
      `/?import_plugin=${id}`,
    );
    expect(await page.locator('script').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(requests.every((url) => url.startsWith(host.server.url))).toBe(true);
    const json = await page.request.get(`${host.server.url}/api/shared_plugins/${id}`);
    expect(await json.text()).not.toContain('secret');
    await page.screenshot({
      path: test.info().outputPath('sharing-plugin-page-dark-phone.png'),
      fullPage: true,
    });

    await owner.page.goto(`${host.server.url}/#settings/data`);
    const manager = owner.page.getByRole('region', { name: 'Shared links' });
    await manager.getByRole('button', { name: 'Plugins' }).click();
    await expect(manager.getByRole('link', { name: 'Weather now' })).toBeVisible();
    await saveScreenshot(owner.page, 'share-plugin-manager');
    await manager.getByRole('button', { name: 'Delete Weather now' }).click();
    const confirm = owner.page.getByRole('dialog', { name: 'Delete shared link?' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(manager.getByText('Nothing shared of this kind.')).toBeVisible();
    expect((await page.goto(shareLink))?.status()).toBe(404);
    await reader.close();
    await owner.context.close();
  });

  test('a diagram on a shared chat page is drawn, and stays as source with JavaScript off', async ({
    browser,
  }) => {
    const owner = await signedInDevice(browser, {
      ...host,
      email: `share-diagram-${String(Date.now())}@example.com`,
      waitForFirstSync: false,
    });
    const shareLink = await shareChat(
      owner.page,
      await tokenOf(owner.context),
      'The flow:\n\n```mermaid\ngraph TD\n  Browser-->Server\n  Server-->Database\n```',
    );
    await owner.context.close();

    const reader = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await reader.newPage();
    const requests = requestsOf(page);
    await page.goto(shareLink);
    const image = page.getByRole('img', { name: 'Diagram (its source follows)' });
    await expect(image).toBeVisible({ timeout: 15_000 });
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByText('Diagram source')).toBeVisible();
    expect(requests.every((url) => url.startsWith(host.server.url))).toBe(true);
    await page.screenshot({ path: test.info().outputPath('sharing-diagram-page.png'), fullPage: true });
    await reader.close();

    const offline = await browser.newContext({ javaScriptEnabled: false });
    const plain = await offline.newPage();
    await plain.goto(shareLink);
    await expect(plain.locator('figure.diagram code')).toContainText('Browser-->Server');
    await offline.close();
  });

  test('deleting the account in Settings removes its shared links', async ({ browser }) => {
    const owner = await signedInDevice(browser, {
      ...host,
      email: `delete-account-${String(Date.now())}@example.com`,
    });
    const shareLink = await shareChat(owner.page, await tokenOf(owner.context), 'Goodbye');
    expect((await owner.page.request.get(shareLink)).status()).toBe(200);

    await owner.page.goto(`${host.server.url}/#settings/account`);
    const account = owner.page.getByRole('region', { name: 'Account' });
    await account.getByRole('button', { name: 'Delete account' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toContainText('stays on this device');
    await owner.page.screenshot({ path: test.info().outputPath('sharing-delete-account-dialog.png') });
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(account.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect((await owner.page.request.get(shareLink)).status()).toBe(404);
    await owner.context.close();
  });
});
