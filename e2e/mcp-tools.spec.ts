import type { Page } from '@playwright/test';
import { saveScreenshot } from './support/screenshots.ts';
import {
  startTestMcpHttpServer,
  testMcpStdioServerConfig,
  type TestMcpHttpServer,
} from '@confab/test-kit/mcp-server';
import { answers } from './support/chat-page.ts';
import { sendMessage } from './support/composer.ts';
import { configureMockProviders } from './support/configure-providers.ts';
import { startConnectorCommand, type RunningConnectorCommand } from './support/mcp-connector.ts';
import { startServer, type RunningServer } from './support/start-server.ts';
import { test, expect } from './support/test.ts';

// MCP tools end to end, as a person sets them up: Settings → MCP connectors shows a command, the
// person runs it (here: the built connector on the port the page polls), the page finds it, the
// person saves an mcpServers JSON, picks the server's plugin in the composer, and the model (the
// mock, in the real wire formats) calls its tools through the connector.

/** Runs the command the page shows. The page polls only 50880 and 50881; another process may hold one. */
async function runShownCommand(page: Page, origin: string): Promise<RunningConnectorCommand> {
  const command = await page.getByLabel('Connector command').textContent();
  const token = /confab-connector (\S+) --origin (\S+)/.exec(command ?? '');
  expect(token?.[2]).toBe(origin);
  try {
    return await startConnectorCommand({ token: token?.[1] ?? '', origin, environment: { PORT: '50880' } });
  } catch {
    return startConnectorCommand({ token: token?.[1] ?? '', origin, environment: { PORT: '50881' } });
  }
}

async function pickPlugin(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Plugins', exact: true }).click();
  await page.getByRole('checkbox', { name }).check();
  await page.keyboard.press('Escape');
}

let connector: RunningConnectorCommand | undefined;

test.afterEach(async () => {
  await connector?.stop();
  connector = undefined;
});

test('set up the local connector, start an MCP server from JSON, and the model calls its tools', async ({
  page,
  mockProvider,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const origin = new URL(baseURL ?? '').origin;
  await configureMockProviders(page, mockProvider.url);
  await page.goto('/#settings/mcp');
  const section = page.getByRole('region', { name: 'MCP connectors' });
  await section.getByRole('radio', { name: 'On this computer' }).check();
  await section.getByRole('button', { name: 'Next' }).click();
  await expect(section.getByRole('status')).toHaveText('Waiting for the connector…');
  await saveScreenshot(page, 'mcp-app-local-waiting');

  connector = await runShownCommand(page, origin);
  await expect(section.getByText(/^Connected to http:\/\/localhost:5088[01]$/)).toBeVisible({
    timeout: 10_000,
  });
  await expect(section.getByText('No MCP servers are running.')).toBeVisible();

  await section.getByRole('button', { name: 'Edit' }).click();
  await section.getByRole('textbox', { name: 'MCP servers JSON' }).fill('{"mcpServers": ');
  await section.getByRole('button', { name: 'Save and start servers' }).click();
  await expect(section.getByRole('alert')).toContainText('Invalid JSON format: ');
  const config = { mcpServers: { 'test-server': testMcpStdioServerConfig() } };
  await section.getByRole('textbox', { name: 'MCP servers JSON' }).fill(JSON.stringify(config, null, 2));
  await section.getByRole('button', { name: 'Save and start servers' }).click();
  await expect(section.getByRole('list', { name: 'Running MCP servers' })).toContainText(
    'test-server 5 tools',
    {
      timeout: 20_000,
    },
  );
  await saveScreenshot(page, 'mcp-app-connected');

  await page.goto('/');
  await page.getByRole('combobox', { name: 'Model' }).selectOption('gpt-4o-mini');
  await pickPlugin(page, 'test-server');
  mockProvider.script({
    toolCalls: [{ name: 'add', input: { a: 2, b: 3 } }],
    match: { afterToolResults: false },
  });
  await sendMessage(page, 'What is two plus three?');
  await expect(answers(page)).toContainText('Mock reply to tool results: 5');
  const offered = mockProvider.requests.find((request) => request.stream)?.tools ?? [];
  expect([...offered].sort()).toEqual(['add', 'echo', 'fail', 'hang', 'image']);

  // Anthropic style, in a new chat (the picker's choice applies to new chats): a tool error too.
  await page.getByRole('button', { name: 'New chat' }).click();
  await page.getByRole('combobox', { name: 'Model' }).selectOption('claude-3-5-haiku-latest');
  mockProvider.script({
    toolCalls: [
      { name: 'echo', input: { text: 'hello from MCP' } },
      { name: 'fail', input: {} },
      { name: 'image', input: {} },
    ],
    match: { afterToolResults: false },
  });
  await sendMessage(page, 'Echo something.');
  await expect(answers(page)).toContainText('Mock reply to tool results: hello from MCP');
  const results = mockProvider.requests.filter((request) => request.stream).at(-1)?.toolResults ?? [];
  expect(results.map((result) => result.isError)).toEqual([false, true, false]);
  // The picture the image tool returned is kept on the device and shown under its step.
  await expect(page.getByRole('img', { name: 'Image returned by image' })).toHaveJSProperty(
    'naturalWidth',
    1,
  );
  await saveScreenshot(page, 'mcp-app-chat');
});

test('a remote connector: URL rules, a wrong token, connect, and removal after confirmation', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  connector = await startConnectorCommand({ token: 'remote-token', origin });
  await page.goto('/#settings/mcp');
  const section = page.getByRole('region', { name: 'MCP connectors' });
  await section.getByRole('radio', { name: 'On a remote server' }).check();
  await section.getByRole('button', { name: 'Next' }).click();
  const url = section.getByRole('textbox', { name: 'Connector URL' });
  await section.getByRole('button', { name: 'Connect' }).click();
  await expect(section.getByText('Please enter a server URL')).toBeVisible();
  await url.fill('not a url');
  await section.getByRole('button', { name: 'Connect' }).click();
  await expect(section.getByText('Invalid URL format')).toBeVisible();
  await url.fill(connector.url);
  await section.getByLabel('Connector token').fill('wrong');
  await section.getByRole('button', { name: 'Connect' }).click();
  await expect(section.getByText('Server returned status: 401 - {"error":"Unauthorized"}')).toBeVisible();
  await saveScreenshot(page, 'mcp-app-remote-error');

  await section.getByLabel('Connector token').fill('remote-token');
  await section.getByRole('button', { name: 'Connect' }).click();
  await expect(section.getByText(`Connected to ${connector.url}`)).toBeVisible();
  await page.reload();
  await expect(section.getByText(`Connected to ${connector.url}`)).toBeVisible({ timeout: 10_000 });

  await section.getByRole('button', { name: 'Remove connector' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove the MCP connector?' });
  await saveScreenshot(page, 'mcp-app-remove-confirm');
  await dialog.getByRole('button', { name: 'Remove connector' }).click();
  await expect(section.getByRole('radio', { name: 'On this computer' })).toBeVisible();
});

test('a remote MCP server used from the page without the connector, by a Gemini-style model', async ({
  page,
  mockProvider,
}) => {
  const remote = await startTestMcpHttpServer({ cors: true });
  try {
    await configureMockProviders(page, mockProvider.url);
    await page.goto('/#settings/mcp');
    const servers = page.getByRole('region', { name: 'Remote MCP servers' });
    await servers.getByRole('textbox', { name: 'Server name' }).fill('remote-maths');
    await servers.getByRole('textbox', { name: 'Server URL' }).fill(remote.url);
    await servers.getByRole('button', { name: 'Add server' }).click();
    await expect(servers.getByRole('button', { name: 'Remove remote-maths' })).toBeVisible({
      timeout: 10_000,
    });
    await saveScreenshot(page, 'mcp-app-remote-server');

    await page.goto('/');
    await page.getByRole('combobox', { name: 'Model' }).selectOption('gemini-2.0-flash');
    await pickPlugin(page, 'remote-maths');
    mockProvider.script({
      toolCalls: [{ name: 'add', input: { a: 20, b: 22 } }],
      match: { afterToolResults: false },
    });
    await sendMessage(page, 'What is twenty plus twenty-two?');
    await expect(answers(page)).toContainText('Mock reply to tool results: 42');
    expect(remote.requests.filter((request) => request === 'POST /mcp').length).toBeGreaterThan(1);
  } finally {
    await remote.close();
  }
});

test.describe('a remote MCP server that allows no cross-origin calls', () => {
  let remote: TestMcpHttpServer;
  let server: RunningServer;

  test.beforeAll(async () => {
    remote = await startTestMcpHttpServer();
    // The proxy serves guests here and may reach the loopback MCP server's port only.
    server = await startServer({
      PLUGIN_PROXY_GUESTS: 'true',
      PLUGIN_PROXY_ALLOWED_HOSTS: new URL(remote.url).host,
    });
  });

  test.afterAll(async () => {
    await server.stop();
    await remote.close();
  });

  test('is reached through Confab’s server, and an OpenAI-style model calls its tools', async ({
    page,
    mockProvider,
  }) => {
    await configureMockProviders(page, mockProvider.url, { styles: ['openai'], origin: server.url });
    await page.goto(`${server.url}/#settings/mcp`);
    const servers = page.getByRole('region', { name: 'Remote MCP servers' });
    await servers.getByRole('textbox', { name: 'Server name' }).fill('walled-maths');
    await servers.getByRole('textbox', { name: 'Server URL' }).fill(remote.url);
    await servers.getByRole('button', { name: 'Add server' }).click();
    await expect(servers.getByRole('button', { name: 'Remove walled-maths' })).toBeVisible({
      timeout: 10_000,
    });

    await page.goto(server.url);
    await page.getByRole('combobox', { name: 'Model' }).selectOption('gpt-4o-mini');
    await pickPlugin(page, 'walled-maths');
    mockProvider.script({
      toolCalls: [{ name: 'add', input: { a: 40, b: 2 } }],
      match: { afterToolResults: false },
    });
    await sendMessage(page, 'What is forty plus two?');
    await expect(answers(page)).toContainText('Mock reply to tool results: 42');
    // The browser's own attempts were refused before reaching the handler; the calls came through.
    expect(remote.requests.filter((request) => request === 'POST /mcp').length).toBeGreaterThan(1);
  });
});
