import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  errorResponseSchema,
  maxSharedPluginBytes,
  shareChatResponseSchema,
  sharedLinksResponseSchema,
  sharedPluginResponseSchema,
  syncStatsSchema,
  verifyResponseSchema,
} from '@confab/core/protocol';
import { shareMessages } from '../src/sharing/share-messages.ts';
import { createAuthTestApp, type AuthTestApp } from './helpers/auth-test-app.ts';
import { createCapturingMailer, type CapturingMailer } from './helpers/capturing-mailer.ts';
import type { TestDatabase } from './helpers/sqlite-test-database.ts';

const shareWriteLimits = {
  account: { bucket: 'share-write-account', windowMs: 3_600_000, limit: 4 },
  address: { bucket: 'share-write-address', windowMs: 3_600_000, limit: 100 },
};

/** A plugin as the app stores it, with every kind of secret a careless record might carry. */
const plugin = {
  id: 'weather',
  uuid: 'u-1',
  title: 'Weather <now>',
  emoji: '⛅',
  enabled: true,
  implementationType: 'http',
  authenticationType: 'AUTH_TYPE_OAUTH',
  overviewMarkdown: 'Looks up **weather**. <img src=x onerror=alert(1)>',
  openaiSpec: { name: 'get_weather', description: 'Current weather for a city' },
  httpAction: { method: 'GET', url: 'https://api.example/weather?q={city}&key={apiKey}' },
  userSettings: [
    { name: 'apiKey', label: 'API key', type: 'password', required: true, defaultValue: 'sk-default-secret' },
    {
      name: 'units',
      type: 'enum',
      values: ['metric', 'imperial'],
      defaultValue: 'metric',
      value: 'user-chosen-value',
    },
  ],
  oauthConfig: {
    authorizationURL: 'https://auth.example/authorize',
    tokenURL: 'https://auth.example/token',
    contentType: 'json',
    clientSecret: 'client-secret-value',
  },
  mcpDetails: { generated: true, url: 'http://localhost:50880', token: 'mcp-token-value' },
  userSettingValues: { apiKey: 'sk-live-value' },
  oauthToken: { accessToken: 'access-token-value', refreshToken: 'refresh-token-value' },
  createdAt: 1,
  updatedAt: 2,
  syncedAt: null,
};

const secrets = [
  'sk-default-secret',
  'user-chosen-value',
  'client-secret-value',
  'mcp-token-value',
  'localhost:50880',
  'sk-live-value',
  'access-token-value',
  'refresh-token-value',
];

/** Shared plugins: publishing, the JSON read, the page, the manager, limits and storage. */
export function registerSharedPluginsContract(openTestDatabase: () => Promise<TestDatabase>): void {
  let testDatabase: TestDatabase;
  let mailer: CapturingMailer;
  let client: AuthTestApp;

  beforeEach(async () => {
    testDatabase = await openTestDatabase();
    mailer = createCapturingMailer();
    client = createAuthTestApp(testDatabase, { mailer }, { shareWriteLimits });
  });

  afterEach(async () => {
    await testDatabase.close();
  });

  const logIn = async (email: string) => {
    await client.post('/api/login', { email, useAltLogin: false });
    const response = await client.post('/api/verify', { email, code: mailer.latestCode(email) });
    return verifyResponseSchema.parse(await response.json()).token;
  };

  const share = async (token: string, data: unknown = plugin) => {
    const response = await client.post('/api/shared_plugins', { data }, { token });
    expect(response.status).toBe(201);
    const links = shareChatResponseSchema.parse(await response.json());
    return { ...links, id: new URL(links.shareLink).pathname.split('/')[2] ?? '' };
  };

  const listLinks = async (token: string) =>
    sharedLinksResponseSchema.parse(
      await (await client.get('/api/shared-links?type=plugin', { token })).json(),
    );

  it('publishes a plugin without its secrets, readable by anyone as JSON and as a page', async () => {
    const token = await logIn('ada@example.com');
    const { id, shareLink, deleteLink } = await share(token);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(shareLink).toBe(`http://localhost/plugins/${id}`);
    expect(deleteLink).toMatch(new RegExp(`^http://localhost/plugins/${id}/delete/[A-Za-z0-9_-]{43}$`));

    const read = await client.get(`/api/shared_plugins/${id}`);
    expect(read.status).toBe(200);
    const text = await read.text();
    for (const secret of secrets) expect(text).not.toContain(secret);
    const { data } = sharedPluginResponseSchema.parse(JSON.parse(text));
    expect(data).toMatchObject({ id: 'weather', title: 'Weather <now>', implementationType: 'http' });
    expect(data.userSettings).toEqual([
      { name: 'apiKey', label: 'API key', type: 'password', required: true },
      { name: 'units', type: 'enum', values: ['metric', 'imperial'], defaultValue: 'metric' },
    ]);
    expect(data.mcpDetails).toEqual({ generated: true });
    expect(Object.keys(data)).not.toContain('enabled');
    const stored = await testDatabase.database
      .selectFrom('shared_plugins')
      .select('data')
      .executeTakeFirstOrThrow();
    for (const secret of secrets) expect(stored.data).not.toContain(secret);

    const page = await client.get(`/plugins/${id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.headers.get('content-security-policy')).not.toContain('script-src');
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await page.text();
    expect(html).toContain('Weather &lt;now&gt;');
    expect(html).toContain('<strong>weather</strong>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('<code>get_weather</code> — Current weather for a city');
    expect(html).toContain(`href="/?import_plugin=${id}"`);
    expect(html).not.toContain('<script');
  });

  it('needs a session and a plugin, answers 413 and 429, and 404 for unknown ids', async () => {
    expect((await client.post('/api/shared_plugins', { data: plugin })).status).toBe(401);
    const token = await logIn('ada@example.com');
    const notPlugin = await client.post('/api/shared_plugins', { data: { title: 'x' } }, { token });
    expect(notPlugin.status).toBe(400);
    expect(errorResponseSchema.parse(await notPlugin.json()).userMessage).toBe(shareMessages.invalidPlugin);
    const huge = { ...plugin, code: 'x'.repeat(maxSharedPluginBytes) };
    const tooLarge = await client.post('/api/shared_plugins', { data: huge }, { token });
    expect(tooLarge.status).toBe(413);
    expect(errorResponseSchema.parse(await tooLarge.json()).userMessage).toBe(shareMessages.pluginTooLarge);
    let deep: unknown = {};
    for (let level = 0; level < 40; level += 1) deep = { nested: deep };
    const tooDeep = { ...plugin, openaiSpec: { name: 'deep', parameters: deep } };
    expect((await client.post('/api/shared_plugins', { data: tooDeep }, { token })).status).toBe(400);

    for (let count = 3; count < shareWriteLimits.account.limit; count += 1) await share(token);
    expect((await client.post('/api/shared_plugins', { data: plugin }, { token })).status).toBe(429);

    const missing = await client.get('/api/shared_plugins/AAAAAAAAAAAAAAAAAAAAAA');
    expect(missing.status).toBe(404);
    expect(errorResponseSchema.parse(await missing.json()).userMessage).toBe(shareMessages.pluginNotFound);
    expect((await client.get('/plugins/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await client.get('/plugins/not-an-id')).status).toBe(404);
  });

  it('lists and deletes only the caller’s plugin links, and by the delete link with its secret', async () => {
    const ada = await logIn('ada@example.com');
    const bob = await logIn('bob@example.com');
    const first = await share(ada);
    const second = await share(ada, { ...plugin, title: 'Second' });
    const bobs = await share(bob);
    expect((await listLinks(ada)).map((link) => link.id).sort()).toEqual([first.id, second.id].sort());
    expect(await listLinks(bob)).toEqual([expect.objectContaining({ id: bobs.id, type: 'plugin' })]);

    await client.post(
      '/api/shared-links',
      { ids: [first.id], type: 'plugin', isDeleteAll: false },
      { token: bob },
    );
    expect((await client.get(`/api/shared_plugins/${first.id}`)).status).toBe(200);
    await client.post(
      '/api/shared-links',
      { ids: [first.id], type: 'plugin', isDeleteAll: false },
      { token: ada },
    );
    expect((await client.get(`/api/shared_plugins/${first.id}`)).status).toBe(404);
    expect((await client.get(`/plugins/${first.id}`)).status).toBe(404);

    const path = new URL(second.deleteLink).pathname;
    expect((await client.get(path)).status).toBe(200);
    const wrong = path.replace(/[^/]{43}$/, 'A'.repeat(43));
    expect((await client.app.request(wrong, { method: 'POST' })).status).toBe(404);
    expect((await client.app.request(path, { method: 'POST' })).status).toBe(200);
    expect((await client.get(`/api/shared_plugins/${second.id}`)).status).toBe(404);
    expect(await listLinks(ada)).toEqual([]);
  });

  it('counts shared plugins in the owner’s storage and refuses one past the limit', async () => {
    const size = JSON.stringify({ id: 'weather', title: 'x' }).length;
    client = createAuthTestApp(testDatabase, { mailer }, { storageLimitBytes: 2000 });
    const token = await logIn('ada@example.com');
    const { id } = await share(token);
    const stats = syncStatsSchema.parse(await (await client.get('/api/cloud/sync/stats', { token })).json());
    const stored = await testDatabase.database
      .selectFrom('shared_plugins')
      .select('size')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stats.totalUsageBytes).toBe(stored.size);
    expect(size).toBeLessThan(stored.size);
    const big = { ...plugin, code: 'x'.repeat(1500) };
    expect((await client.post('/api/shared_plugins', { data: big }, { token })).status).toBe(413);
  });
}
