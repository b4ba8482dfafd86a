import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { openChatWithMock } from './support/chat-page.ts';
import { sendMessage } from './support/composer.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { storedRecords } from './support/seed-records.ts';
import { expect, test } from './support/test.ts';

// Plugin import end to end through `?import_plugin=` (the Plugins screen, which holds the Import
// plugin button, is not on this branch; files are covered by import-plugin-button.test.tsx): a
// repository plugin served by a local server, then its Update; a shared plugin; a refused address;
// and an agent whose enforced plugin is exactly what its chats offer the model.

const sharedFile = {
  id: 'shared-plugin',
  uuid: 'shared-uuid',
  title: 'Shared lookup',
  implementationType: 'http',
  openaiSpec: { name: 'shared_lookup' },
  httpAction: { method: 'GET', url: 'https://example.test/lookup' },
};

/** A repository-style plugin (interop §6 legacy form): plugin.json with implementation.js beside it. */
const repositoryFiles = new Map([
  [
    '/weather/plugin.json',
    JSON.stringify({
      uuid: 'weather-uuid',
      title: 'Repository weather',
      implementationType: 'javascript',
      openaiSpec: { name: 'get_weather', description: 'The weather in a city' },
    }),
  ],
  ['/weather/implementation.js', 'function get_weather(params) { return "sunny in " + params.city; }'],
]);

let repository: Server;
let repositoryURL: string;

test.beforeAll(async () => {
  repository = createServer((request, response) => {
    const body = repositoryFiles.get(request.url ?? '');
    // Repository hosts answer any origin, as the code-hosting site's raw files do.
    response.writeHead(body === undefined ? 404 : 200, { 'access-control-allow-origin': '*' });
    response.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => repository.listen(0, '127.0.0.1', resolve));
  repositoryURL = `http://127.0.0.1:${String((repository.address() as AddressInfo).port)}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => repository.close(resolve));
});

/** Opens the app with `?import_plugin=` and waits for the install popup titled by the plugin. */
async function openImportLink(page: Page, address: string, title: string) {
  await page.goto(`/?import_plugin=${encodeURIComponent(address)}`);
  // The popup opens at once and fetches after the spec's 2 s delay.
  await expect(page.getByRole('dialog', { name: 'Plugin' })).toContainText('Loading the plugin…');
  const popup = page.getByRole('dialog', { name: title });
  await expect(popup).toBeVisible({ timeout: 5_000 });
  await expect(page).not.toHaveURL(/import_plugin/);
  return popup;
}

test.describe('importing plugins by link', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a repository plugin with implementation.js beside it installs, then updates', async ({ page }) => {
    const address = `${repositoryURL}/weather/plugin.json`;
    const popup = await openImportLink(page, address, 'Repository weather');
    await expect(popup.getByRole('link', { name: 'Plugin page' })).toHaveAttribute('href', address);
    await expect(popup.getByText('get_weather')).toBeVisible();
    await saveScreenshot(page, 'plugin-import-install-1280x800');
    await popup.getByRole('button', { name: 'Install' }).click();
    await expect(page.getByText('Plugin installed')).toBeVisible();
    const [installed] = await storedRecords(page, 'plugins');
    expect(installed).toMatchObject({
      title: 'Repository weather',
      enabled: false,
      code: repositoryFiles.get('/weather/implementation.js'),
    });

    const again = await openImportLink(page, address, 'Repository weather');
    await expect(again.getByRole('alert')).toContainText('This plugin already exists.');
    await saveScreenshot(page, 'plugin-import-update-1280x800');
    await again.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Plugin updated')).toBeVisible();
    const stored = await storedRecords(page, 'plugins');
    expect(stored.map((plugin) => plugin.id)).toEqual([installed?.id]);
  });

  test('a shared plugin id reads the shared plugin route and links to its page', async ({ page }) => {
    await page.route('**/api/shared_plugins/shared-1', (route) =>
      route.fulfill({ json: { id: 'shared-1', data: sharedFile } }),
    );
    const popup = await openImportLink(page, 'shared-1', 'Shared lookup');
    const base = new URL(page.url()).origin;
    await expect(popup.getByRole('link', { name: 'Plugin page' })).toHaveAttribute(
      'href',
      `${base}/plugins/shared-1`,
    );
    await popup.getByRole('button', { name: 'Install' }).click();
    await expect(page.getByText('Plugin installed')).toBeVisible();
    expect((await storedRecords(page, 'plugins')).map((plugin) => plugin.title)).toEqual(['Shared lookup']);
  });

  test('an address that is not a plugin shows the error heading', async ({ page }) => {
    await page.goto(`/?import_plugin=${encodeURIComponent('https://example.test/page.html')}`);
    const popup = page.getByRole('dialog', { name: 'Plugin' });
    await expect(popup.getByText('Unable to install the plugin')).toBeVisible({ timeout: 5_000 });
    await expect(popup).toContainText('must be a shared plugin link or id');
    await saveScreenshot(page, 'plugin-import-error-1280x800');
  });
});

test("an agent's enforced plugins are exactly the tools its chats offer", async ({ page, mockProvider }) => {
  await openChatWithMock(page, mockProvider, 'gpt-4o-mini');
  // The default for new chats offers the date and time; the agent replaces it with the calculator.
  await page.getByRole('button', { name: 'Plugins', exact: true }).click();
  await page
    .getByRole('group', { name: 'Plugins for new chats' })
    .getByRole('checkbox', { name: 'Current date and time' })
    .check();
  await page.keyboard.press('Escape');

  await page.goto('/#agents');
  await page.getByRole('button', { name: 'Create agent' }).click();
  const editor = page.getByRole('dialog', { name: 'Create agent' });
  await editor.getByLabel('Title', { exact: true }).fill('Counter');
  await editor.getByLabel('Instructions', { exact: true }).fill('Count things.');
  await editor.getByRole('checkbox', { name: 'Calculator' }).check();
  await editor.getByRole('checkbox', { name: 'Offer only these plugins in this agent’s chats' }).check();
  await saveScreenshot(page, 'plugin-import-agent-editor-1280x800');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();

  await page
    .getByRole('main')
    .getByRole('article', { name: 'Counter', exact: true })
    .first()
    .getByRole('button', { name: 'Chat' })
    .click();
  await page.getByRole('combobox', { name: 'Model' }).selectOption('gpt-4o-mini');
  await page.getByRole('button', { name: 'Plugins', exact: true }).click();
  await expect(page.getByText('The agent Counter sets the plugins of this chat.')).toBeVisible();
  await saveScreenshot(page, 'plugin-import-agent-picker-1280x800');
  await page.keyboard.press('Escape');
  await sendMessage(page, 'How many?');
  await expect
    .poll(() => mockProvider.requests.find((request) => request.stream)?.tools)
    .toEqual(['calculator']);
});
