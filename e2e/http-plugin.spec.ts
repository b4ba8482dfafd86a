import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { answers } from './support/chat-page.ts';
import { sendMessage } from './support/composer.ts';
import { configureMockProviders } from './support/configure-providers.ts';
import { seedRecords } from './support/seed-records.ts';
import { startServer, type RunningServer } from './support/start-server.ts';
import { expect, test as base } from './support/test.ts';

// HTTP plugins end to end: a plugin record calls one API that allows CORS (straight from the
// browser) and one that does not (through the server's proxy, which allows only that API's port on
// loopback); the built-in web page reader goes through the proxy; and the proxy's refusals of a
// metadata address and of a redirect to an unlisted loopback port reach the model as tool errors.

async function listen(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<[Server, number]> {
  const httpServer = createServer(handler);
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  return [httpServer, (httpServer.address() as AddressInfo).port];
}

function sendJson(response: ServerResponse, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(200, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

interface TestHosts {
  server: RunningServer;
  corsPort: number;
  plainPort: number;
}

/** An API that allows CORS (and answers preflights), as a browser-friendly API does. */
async function startCorsApi(): Promise<[Server, number]> {
  return listen((request, response) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '*',
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    const city = new URL(request.url ?? '/', 'http://x').searchParams.get('city');
    sendJson(response, { city, key: request.headers['x-api-key'], forecast: [{ t: 3 }, { t: 5 }] }, cors);
  });
}

/** A site without CORS: a JSON API, a redirect to the other (unlisted) loopback port, and an article. */
async function startPlainSite(corsPort: number): Promise<[Server, number]> {
  return listen((request, response) => {
    if (request.url === '/quote') sendJson(response, { quote: { text: 'Stay curious', author: 'Ada' } });
    else if (request.url === '/to-private') {
      response.writeHead(302, { location: `http://127.0.0.1:${corsPort}/weather?city=Oslo` }).end();
    } else {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(
        `<html><head><title>Rivers of Oslo</title></head><body><nav>Home About</nav><article><h1>Rivers of Oslo</h1>` +
          `<p>${'Akerselva runs through the middle of the city past old mills. '.repeat(10)}</p></article></body></html>`,
      );
    }
  });
}

// One Confab server per worker whose proxy serves guests and allows only the plain site's port.
const test = base.extend<{ hosts: TestHosts }, { workerHosts: TestHosts }>({
  workerHosts: [
    async ({}, use) => {
      const [corsApi, corsPort] = await startCorsApi();
      const [plainSite, plainPort] = await startPlainSite(corsPort);
      const server = await startServer({
        PLUGIN_PROXY_GUESTS: 'true',
        PLUGIN_PROXY_ALLOWED_HOSTS: `127.0.0.1:${plainPort}`,
      });
      await use({ server, corsPort, plainPort });
      await server.stop();
      corsApi.close();
      plainSite.close();
    },
    { scope: 'worker' },
  ],
  hosts: async ({ workerHosts }, use) => {
    await use(workerHosts);
  },
  baseURL: async ({ workerHosts }, use) => {
    await use(workerHosts.server.url);
  },
});

test.describe.configure({ timeout: 60_000 });

function httpFunction(name: string, url: string, extra: object = {}): object {
  return {
    id: name,
    implementationType: 'http',
    openaiSpec: { name, parameters: { type: 'object', properties: { city: { type: 'string' } } } },
    httpAction: { method: 'GET', url, ...extra },
  };
}

async function installPlugin(page: Page, title: string, functions: object[]): Promise<void> {
  await page.goto('/');
  const [first] = functions as { openaiSpec: object }[];
  await seedRecords(page, {
    plugins: [
      {
        id: `plugin-${title}`,
        uuid: `uuid-${title}`,
        title,
        enabled: true,
        implementationType: 'http',
        openaiSpec: first?.openaiSpec,
        pluginFunctions: functions,
        userSettings: [{ name: 'apiKey', required: true }],
        createdAt: 1,
        updatedAt: 1,
        syncedAt: null,
      },
    ],
    settings: [
      {
        key: 'plugins.userSettings',
        value: { [`plugin-${title}`]: { apiKey: 'key-42' } },
        updatedAt: 1,
        syncedAt: null,
      },
    ],
  });
  await page.reload();
}

async function enableTools(page: Page, names: string[], screenshot?: string): Promise<void> {
  await page.getByRole('button', { name: 'Plugins', exact: true }).click();
  const picker = page.getByRole('group', { name: 'Plugins for new chats' });
  for (const name of names) await picker.getByRole('checkbox', { name }).check();
  if (screenshot !== undefined) await page.screenshot({ path: screenshot });
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
}

test('an OpenAI-style model calls an HTTP plugin with and without CORS and reads a web page', async ({
  page,
  mockProvider,
  hosts: { corsPort, plainPort },
}) => {
  const plain = `http://127.0.0.1:${plainPort}`;
  await configureMockProviders(page, mockProvider.url);
  await installPlugin(page, 'Test APIs', [
    httpFunction('get_weather', `http://127.0.0.1:${corsPort}/weather?city={city}`, {
      hasHeaders: true,
      requestHeaders: '{"X-Api-Key": "{apiKey}"}',
      resultTransform: { engine: 'jmes', expression: '{city: city, key: key, temps: forecast[].t}' },
    }),
    httpFunction('get_quote', `${plain}/quote`, {
      resultTransform: {
        engine: 'handlebars',
        templateString: 'Quote: "{{quote.text}}" by {{quote.author}}',
      },
    }),
  ]);
  await page.getByRole('combobox', { name: 'Model' }).selectOption('gpt-4o-mini');
  await enableTools(
    page,
    ['Test APIs', 'Web page reader'],
    test.info().outputPath('http-plugins-picker.png'),
  );
  mockProvider.script({
    toolCalls: [
      { name: 'get_weather', input: { city: 'Sankt Pölten' } },
      { name: 'get_quote', input: {} },
      { name: 'read_web_page', input: { url: `${plain}/rivers` } },
    ],
    match: { afterToolResults: false },
  });
  await sendMessage(page, 'Weather, a quote and the river page, please.');
  const answer = answers(page);
  await expect(answer).toContainText('Mock reply to tool results:');
  await expect(answer).toContainText('{"city":"Sankt Pölten","key":"key-42","temps":[3,5]}');
  await expect(answer).toContainText('Quote: "Stay curious" by Ada');
  await expect(answer).toContainText('"title":"Rivers of Oslo"');
  await expect(answer).toContainText('Akerselva runs through the middle of the city');
  const results = mockProvider.requests.filter((request) => request.stream).at(-1)?.toolResults ?? [];
  expect(results.map((result) => result.isError)).toEqual([false, false, false]);
  await page.screenshot({ path: test.info().outputPath('http-plugins-answer.png') });
});

test("an Anthropic-style model's plugin calls to a metadata address and through a redirect to loopback are refused", async ({
  page,
  mockProvider,
  hosts: { plainPort },
}) => {
  const plain = `http://127.0.0.1:${plainPort}`;
  await configureMockProviders(page, mockProvider.url);
  await installPlugin(page, 'Sneaky', [
    httpFunction('read_metadata', 'http://169.254.169.254/latest/meta-data/'),
    httpFunction('follow_redirect', `${plain}/to-private`),
  ]);
  await page.getByRole('combobox', { name: 'Model' }).selectOption('claude-3-5-haiku-latest');
  await enableTools(page, ['Sneaky']);
  mockProvider.script({
    toolCalls: [
      { name: 'read_metadata', input: {} },
      { name: 'follow_redirect', input: {} },
    ],
    match: { afterToolResults: false },
  });
  await sendMessage(page, 'Read the cloud metadata.');
  await expect(answers(page)).toContainText('Mock reply to tool results:');
  const results = mockProvider.requests.filter((request) => request.stream).at(-1)?.toolResults ?? [];
  expect(results.map((result) => result.isError)).toEqual([true, true]);
  for (const result of results)
    expect(result.content).toContain("Confab's server does not fetch this address");
  const steps = answers(page).getByRole('list', { name: 'Tool calls' }).getByRole('listitem');
  await expect(steps.first()).toContainText('failed');
  await steps.first().locator('summary').click();
  await page.screenshot({ path: test.info().outputPath('http-plugins-refused.png') });
});
