import { chromium, type Page } from '@playwright/test';
import { testMcpStdioServerConfig } from '@confab/test-kit/mcp-server';
import { testChromiumLaunchOptions } from './support/chromium.ts';
import { startConnectorCommand, type RunningConnectorCommand } from './support/mcp-connector.ts';
import { test, expect } from './support/test.ts';

// The connector as the browser meets it: real Chromium pages calling the command a person runs,
// with CORS preflights, the app's origin allowed and others refused, and Chromium's Local Network
// Access rule for pages on public addresses (docs/mcp.md).

let connector: RunningConnectorCommand;

test.beforeEach(async ({ baseURL }) => {
  connector = await startConnectorCommand({
    token: 'e2e-connector-token',
    origin: new URL(baseURL ?? '').origin,
  });
});

test.afterEach(async () => {
  await connector.stop();
});

/** Calls the connector from inside the page, as the app does; a refused request comes back as its error text. */
function callFromPage(page: Page, route: string, body?: unknown): Promise<unknown> {
  return page.evaluate(
    async ({ url, token, route, body }) => {
      try {
        const response = await fetch(`${url}${route}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: {
            Authorization: `Bearer ${token}`,
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        return { status: response.status, body: (await response.json()) as unknown };
      } catch (error) {
        return String(error);
      }
    },
    { url: connector.url, token: connector.token, route, body },
  );
}

test("the app's page starts an MCP server and calls its tool; another origin's page is refused", async ({
  page,
  mockProvider,
}) => {
  await page.goto('/');
  expect(await callFromPage(page, '/ping')).toEqual({ status: 200, body: { status: 'ok' } });
  expect(
    await callFromPage(page, '/start', { mcpServers: { test: testMcpStdioServerConfig() } }),
  ).toMatchObject({
    status: 201,
  });
  expect(
    await callFromPage(page, '/clients/test/call_tools', { name: 'add', arguments: { a: 2, b: 3 } }),
  ).toEqual({
    status: 200,
    body: { content: [{ type: 'text', text: '5' }] },
  });

  // Any other origin: here the mock provider's, a different port on the same host.
  await page.goto(mockProvider.url);
  expect(await callFromPage(page, '/ping')).toBe('TypeError: Failed to fetch');
});

test('a page on a public address reaches the connector only with Local Network Access granted', async ({
  baseURL,
}) => {
  const appURL = new URL(baseURL ?? '');
  // Chromium treats the app's address as public, and its http origin as secure as https would be.
  const browser = await chromium.launch({
    ...testChromiumLaunchOptions,
    args: [
      ...(testChromiumLaunchOptions.args ?? []),
      `--ip-address-space-overrides=${appURL.host}=public`,
      `--unsafely-treat-insecure-origin-as-secure=${appURL.origin}`,
    ],
  });
  try {
    const refused = await (await browser.newContext()).newPage();
    await refused.goto(`${appURL.origin}/config.json`);
    expect(await callFromPage(refused, '/ping')).toBe('TypeError: Failed to fetch');

    const context = await browser.newContext();
    await context.grantPermissions(['local-network-access'], { origin: appURL.origin });
    const granted = await context.newPage();
    await granted.goto(`${appURL.origin}/config.json`);
    expect(await callFromPage(granted, '/ping')).toEqual({ status: 200, body: { status: 'ok' } });
  } finally {
    await browser.close();
  }
});
