import { createServer, type Server } from 'node:http';
import { saveScreenshot } from './support/screenshots.ts';
import type { AddressInfo } from 'node:net';
import { answers } from './support/chat-page.ts';
import { sendMessage } from './support/composer.ts';
import { configureMockProviders } from './support/configure-providers.ts';
import { expect, test } from './support/test.ts';

// A person's whole path with a plugin file: Import plugin on the Plugins screen, the install popup,
// switching it on, choosing it in the composer; then a Gemini-style model calls its HTTP action
// (a local API that allows CORS) and answers with the result.

let api: Server;
let apiURL = '';

test.beforeAll(async () => {
  api = createServer((request, response) => {
    const headers = { 'access-control-allow-origin': '*', 'content-type': 'application/json' };
    const city = new URL(request.url ?? '/', 'http://x').searchParams.get('city');
    response.writeHead(200, headers).end(JSON.stringify({ city, tide: 'high at 14:05' }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiURL = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
test.afterAll(() => {
  api.close();
});

function tidesPlugin(): object {
  return {
    uuid: 'tides-uuid',
    title: 'Tides',
    emoji: '🌊',
    overviewMarkdown: 'High and low tide for a **city**.',
    pluginFunctions: [
      {
        id: 'get_tide',
        implementationType: 'http',
        openaiSpec: {
          name: 'get_tide',
          description: 'The next high tide in a city',
          parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
        },
        httpAction: { method: 'GET', url: `${apiURL}/tide?city={city}` },
      },
    ],
  };
}

test('a plugin file imported on the Plugins screen is switched on and called by a Gemini-style model', async ({
  page,
  mockProvider,
}) => {
  await configureMockProviders(page, mockProvider.url);
  await page.goto('/#plugins');
  await page.getByRole('button', { name: 'Import plugin' }).click();
  await page
    .getByRole('dialog', { name: 'Import plugin' })
    .getByLabel('Choose a JSON file')
    .setInputFiles({
      name: 'tides.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(tidesPlugin())),
    });
  const popup = page.getByRole('dialog', { name: 'Tides' });
  await popup.getByRole('button', { name: 'Install' }).click();
  await expect(popup).toBeHidden();

  // Its page offers sharing, which needs an account: signed out, the dialog says so and cannot send.
  await page
    .getByRole('navigation', { name: 'Plugin list' })
    .getByRole('button', { name: /^Tides / })
    .click();
  await expect(page.getByRole('heading', { name: 'Tides', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Share plugin' }).click();
  const shareDialog = page.getByRole('dialog', { name: 'Share “Tides”' });
  await expect(shareDialog.getByRole('button', { name: 'Share' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(shareDialog).toBeHidden();
  await saveScreenshot(page, 'plugins-tab-imported');

  // A plugin from a file arrives switched off: running it is the person's choice.
  const tidesSwitch = page.getByRole('switch', { name: 'Tides' });
  await expect(tidesSwitch).not.toBeChecked();
  await tidesSwitch.click();
  await expect(tidesSwitch).toBeChecked();

  await page.getByRole('link', { name: 'Chat' }).click();
  await page.getByRole('combobox', { name: 'Model' }).selectOption('gemini-2.0-flash');
  await page.getByRole('button', { name: 'Plugins', exact: true }).click();
  await page
    .getByRole('group', { name: 'Plugins for new chats' })
    .getByRole('checkbox', { name: 'Tides' })
    .check();
  await page.keyboard.press('Escape');
  mockProvider.script({
    toolCalls: [{ name: 'get_tide', input: { city: 'Bergen' } }],
    match: { afterToolResults: false },
  });
  await sendMessage(page, 'When is high tide in Bergen?');
  await expect(answers(page)).toContainText('high at 14:05');
  const request = mockProvider.requests.filter((entry) => entry.stream).at(-1);
  expect(request?.toolResults.map((result) => result.isError)).toEqual([false]);
});
