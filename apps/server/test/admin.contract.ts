import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { startMockProvider, type MockProvider } from '@confab/test-kit';
import {
  adminHostConfigResponseSchema,
  auditResponseSchema,
  defaultHostConfig,
  errorResponseSchema,
  membersResponseSchema,
  usageResponseSchema,
  verifyResponseSchema,
} from '@confab/core/protocol';
import { createApp } from '../src/create-app.ts';
import { createLogger } from '../src/logging/logger.ts';
import { createCapturingMailer, type CapturingMailer } from './helpers/capturing-mailer.ts';
import type { TestDatabase } from './helpers/sqlite-test-database.ts';

const adminEmail = 'boss@example.org';
const memberEmail = 'member@example.org';
const licensing = { publicKey: 'TEST-PUBLIC-KEY' };
const organisationKey = 'sk-organisation-secret-key-1234';

/** Every admin route with a body it accepts: each must answer 401 and 403 to anyone but an admin. */
const adminRoutes: { method: string; path: string; body?: unknown }[] = [
  { method: 'GET', path: '/api/admin/host-config' },
  { method: 'PUT', path: '/api/admin/host-config', body: { overrides: {} } },
  { method: 'GET', path: '/api/admin/audit' },
  { method: 'GET', path: '/api/admin/members' },
  { method: 'POST', path: '/api/admin/members', body: { email: 'new@example.org' } },
  { method: 'DELETE', path: '/api/admin/members/new%40example.org' },
  { method: 'PUT', path: '/api/admin/members/new%40example.org/groups', body: { groupIDs: [] } },
  { method: 'POST', path: '/api/admin/groups', body: { name: 'Sales' } },
  { method: 'DELETE', path: '/api/admin/groups/group-1' },
  { method: 'GET', path: '/api/admin/system-models' },
  {
    method: 'POST',
    path: '/api/admin/system-models',
    body: {
      title: 'T',
      style: 'openai',
      endpoint: 'https://example.org/v1/chat/completions',
      model: 'm',
      apiKey: 'k',
    },
  },
  { method: 'DELETE', path: '/api/admin/system-models/sysmodel-1' },
  { method: 'GET', path: '/api/admin/usage' },
];

/** Admin console API: access, host-config overrides, audit, members and groups, system models. */
export function registerAdminContract(openTestDatabase: () => Promise<TestDatabase>): void {
  let testDatabase: TestDatabase;
  let mailer: CapturingMailer;
  let mock: MockProvider;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    mock = await startMockProvider({ port: 0, validKeys: [organisationKey] });
  });
  afterAll(async () => {
    await mock.close();
  });

  beforeEach(async () => {
    testDatabase = await openTestDatabase();
    mailer = createCapturingMailer();
    mock.reset();
    app = createApp({
      database: testDatabase.database,
      version: 'test-sha',
      webDistDir: '/nonexistent/confab-web-dist',
      logger: createLogger({ level: 'error', sink: () => undefined }),
      auth: { mailer, trustProxy: true },
      hostConfig: { ...defaultHostConfig, licensing },
      adminEmails: [adminEmail],
      systemModelRateLimit: { bucket: 'system-model-test', windowMs: 60_000, limit: 2 },
    });
  });

  afterEach(async () => {
    await testDatabase.close();
  });

  const call = (method: string, path: string, { token, body }: { token?: string; body?: unknown } = {}) =>
    app.request(path, {
      method,
      headers: {
        'x-forwarded-for': '203.0.113.9',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  const signIn = async (email: string): Promise<string> => {
    await call('POST', '/api/login', { body: { email, useAltLogin: false } });
    const verified = await call('POST', '/api/verify', { body: { email, code: mailer.latestCode(email) } });
    return verifyResponseSchema.parse(await verified.json()).token;
  };

  const configFor = async (token?: string) =>
    (await (await call('GET', '/config.json', token === undefined ? {} : { token })).json()) as Record<
      string,
      unknown
    >;

  it('answers 401 without a session and 403 to a member on every admin route', async () => {
    const member = await signIn(memberEmail);
    for (const route of adminRoutes) {
      const anonymous = await call(
        route.method,
        route.path,
        route.body === undefined ? {} : { body: route.body },
      );
      expect(anonymous.status, `${route.method} ${route.path}`).toBe(401);
      const refused = await call(route.method, route.path, { token: member, body: route.body });
      expect(refused.status, `${route.method} ${route.path}`).toBe(403);
      expect(errorResponseSchema.parse(await refused.json()).userMessage).not.toBe('');
    }
  });

  it('merges stored overrides over the host config, keeps licensing, refuses invalid fields and audits', async () => {
    const admin = await signIn(adminEmail);
    const overrides = {
      brand: 'Acme',
      sidebarColorHue: 210,
      chatFeatures: { agents: false },
      links: { faqs: 'https://acme.example/faq' },
      licenseToken: 'secret-licence-token',
    };
    const saved = await call('PUT', '/api/admin/host-config', { token: admin, body: { overrides } });
    expect(saved.status).toBe(200);
    const config = await configFor();
    expect(config).toMatchObject({ brand: 'Acme', sidebarColorHue: 210, licensing });
    expect(config.chatFeatures).toMatchObject({ agents: false, systemMessage: true });
    expect(config.links).toMatchObject({ faqs: 'https://acme.example/faq', privacy: '/privacy' });

    const invalid = await call('PUT', '/api/admin/host-config', {
      token: admin,
      body: { overrides: { brand: 7, licensing: { publicKey: 'x' }, nonsense: true } },
    });
    expect(invalid.status).toBe(400);
    const { userMessage } = errorResponseSchema.parse(await invalid.json());
    expect(userMessage).toContain('licensing');
    expect(userMessage).toContain('nonsense');
    const badType = await call('PUT', '/api/admin/host-config', {
      token: admin,
      body: { overrides: { brand: 7 } },
    });
    expect(errorResponseSchema.parse(await badType.json()).userMessage).toContain('brand');

    const read = adminHostConfigResponseSchema.parse(
      await (await call('GET', '/api/admin/host-config', { token: admin })).json(),
    );
    expect(read.overrides).toEqual(overrides);
    expect(read.effective).toMatchObject({ brand: 'Acme', licensing });

    const { entries } = auditResponseSchema.parse(
      await (await call('GET', '/api/admin/audit', { token: admin })).json(),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorEmail: adminEmail, action: 'host-config.update' });
    expect(entries[0]?.summary).toMatchObject({ brand: { before: null, after: 'Acme' } });
    expect(JSON.stringify(entries)).not.toContain('secret-licence-token');
  });

  it('closes /api to guests at once when an admin requires login', async () => {
    const admin = await signIn(adminEmail);
    expect((await call('GET', '/api/cloud/storage')).status).not.toBe(200);
    await call('PUT', '/api/admin/host-config', {
      token: admin,
      body: { overrides: { loginRequired: true, allowGuests: false } },
    });
    const guest = await call('GET', '/api/admin/audit');
    expect(errorResponseSchema.parse(await guest.json()).userMessage).toBe(
      'This host is for its members only. Log in to continue.',
    );
    expect((await configFor()).systemPrompts).toBeUndefined();
  });

  it('invites members, assigns groups and names them on /config.json', async () => {
    const admin = await signIn(adminEmail);
    const member = await signIn(memberEmail);
    await call('POST', '/api/admin/members', { token: admin, body: { email: ' Member@Example.org ' } });
    const created = membersResponseSchema.parse(
      await (await call('POST', '/api/admin/groups', { token: admin, body: { name: 'Sales' } })).json(),
    );
    const groupID = created.groups[0]?.id ?? '';
    expect((await call('POST', '/api/admin/groups', { token: admin, body: { name: 'Sales' } })).status).toBe(
      409,
    );
    const assigned = membersResponseSchema.parse(
      await (
        await call('PUT', `/api/admin/members/${encodeURIComponent(memberEmail)}/groups`, {
          token: admin,
          body: { groupIDs: [groupID, 'group-unknown'] },
        })
      ).json(),
    );
    expect(assigned.members).toEqual([
      expect.objectContaining({
        email: memberEmail,
        hasAccount: true,
        groupIDs: [groupID],
        invitedBy: adminEmail,
      }),
    ]);
    expect((await configFor(member)).currentUser).toEqual({
      email: memberEmail,
      groupIDs: [groupID],
      isAdmin: false,
    });
    expect((await configFor(admin)).currentUser).toEqual({ email: adminEmail, groupIDs: [], isAdmin: true });
    expect((await call('GET', '/config.json', { token: member })).headers.get('cache-control')).toBe(
      'no-store',
    );
    expect((await call('GET', '/config.json')).headers.get('cache-control')).toBe('no-cache');

    const removed = await call('DELETE', `/api/admin/members/${encodeURIComponent(memberEmail)}`, {
      token: admin,
    });
    expect(membersResponseSchema.parse(await removed.json()).members).toEqual([]);
    // Removing a member ends their sessions: the old token names nobody any more.
    expect((await configFor(member)).currentUser).toBeUndefined();
    const { entries } = auditResponseSchema.parse(
      await (await call('GET', '/api/admin/audit', { token: admin })).json(),
    );
    expect(entries.map((entry) => entry.action)).toEqual([
      'member.remove',
      'member.groups',
      'group.create',
      'member.invite',
    ]);
  });

  it('forwards Anthropic and Gemini styles with the key where each provider reads it', async () => {
    const admin = await signIn(adminEmail);
    const member = await signIn(memberEmail);
    const add = async (style: string, endpoint: string) => {
      const answer = await call('POST', '/api/admin/system-models', {
        token: admin,
        body: { title: style, style, endpoint, model: 'mock-model', apiKey: organisationKey },
      });
      const { systemModels } = (await answer.json()) as { systemModels: { id: string; style: string }[] };
      return systemModels.find((model) => model.style === style)?.id ?? '';
    };
    const anthropicID = await add('anthropic', `${mock.url}/v1/messages`);
    const geminiID = await add('gemini', `${mock.url}/v1beta`);

    mock.script({ text: 'From Anthropic' });
    const anthropic = await app.request('/api/system-models/v1/messages', {
      method: 'POST',
      headers: { authorization: `Bearer ${member}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        model: anthropicID,
        max_tokens: 100,
        stream: true,
        messages: [{ role: 'user', content: 'Hi' }],
      }),
    });
    expect(anthropic.status).toBe(200);
    expect(await anthropic.text()).toContain('message_stop');
    expect(mock.requests.at(-1)?.headers['x-api-key']).toBe(organisationKey);

    mock.script({ text: 'From Gemini' });
    const gemini = await app.request(
      `/api/system-models/v1beta/models/${geminiID}:streamGenerateContent?alt=sse`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${member}`, 'content-type': 'application/json' },
        body: JSON.stringify({ contents: [{ role: 'user', parts: [{ text: 'Hi' }] }] }),
      },
    );
    expect(gemini.status).toBe(200);
    expect(await gemini.text()).toContain('usageMetadata');
    expect(mock.requests.at(-1)?.headers['x-goog-api-key']).toBe(organisationKey);
    expect(mock.requests.at(-1)?.model).toBe('mock-model');

    const usage = usageResponseSchema.parse(
      await (await call('GET', '/api/admin/usage', { token: admin })).json(),
    );
    expect(usage.usage.map((row) => [row.modelID, row.requests])).toEqual(
      expect.arrayContaining([
        [anthropicID, 1],
        [geminiID, 1],
      ]),
    );
    expect(usage.usage.every((row) => row.outputTokens > 0)).toBe(true);
  });

  it('keeps system model keys on the server, forwards the stream, counts usage and limits members', async () => {
    const admin = await signIn(adminEmail);
    const member = await signIn(memberEmail);
    const added = await call('POST', '/api/admin/system-models', {
      token: admin,
      body: {
        title: 'Team model',
        style: 'openai',
        endpoint: `${mock.url}/v1/chat/completions`,
        model: 'mock-model',
        apiKey: organisationKey,
      },
    });
    const listed = (await added.json()) as { systemModels: { id: string; keyLast4: string }[] };
    const id = listed.systemModels[0]?.id ?? '';
    expect(listed.systemModels[0]?.keyLast4).toBe('1234');
    expect(JSON.stringify(listed)).not.toContain(organisationKey);

    const config = await configFor(member);
    expect(config.systemModels).toEqual([{ id, title: 'Team model', style: 'openai' }]);
    expect(JSON.stringify(config)).not.toContain(mock.url);

    mock.script({ text: 'Hello from the team model' });
    const request = {
      model: id,
      stream: true,
      stream_options: { include_usage: true },
      messages: [{ role: 'user', content: 'Hi' }],
    };
    expect((await call('POST', '/api/system-models/v1/chat/completions', { body: request })).status).toBe(
      401,
    );
    const answer = await call('POST', '/api/system-models/v1/chat/completions', {
      token: member,
      body: request,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/event-stream');
    const text = await answer.text();
    expect(text).toContain('data: [DONE]');
    expect(text).toContain('Hello');
    expect(mock.requests[0]?.headers.authorization).toBe(`Bearer ${organisationKey}`);
    expect(mock.requests[0]?.model).toBe('mock-model');

    const usage = usageResponseSchema.parse(
      await (await call('GET', '/api/admin/usage', { token: admin })).json(),
    );
    expect(usage.usage).toEqual([expect.objectContaining({ email: memberEmail, modelID: id, requests: 1 })]);
    expect(usage.usage[0]?.outputTokens).toBeGreaterThan(0);

    const unknown = await call('POST', '/api/system-models/v1/chat/completions', {
      token: member,
      body: { ...request, model: 'gpt-unknown' },
    });
    expect(unknown.status).toBe(404);
    mock.script({ text: 'Again' });
    expect(
      (await call('POST', '/api/system-models/v1/chat/completions', { token: member, body: request })).status,
    ).toBe(200);
    const limited = await call('POST', '/api/system-models/v1/chat/completions', {
      token: member,
      body: request,
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).not.toBeNull();

    const deleted = await call('DELETE', `/api/admin/system-models/${id}`, { token: admin });
    expect(deleted.status).toBe(200);
    expect((await configFor(member)).systemModels).toBeUndefined();
    const { entries } = auditResponseSchema.parse(
      await (await call('GET', '/api/admin/audit', { token: admin })).json(),
    );
    expect(entries.map((entry) => entry.action)).toEqual(['system-model.remove', 'system-model.add']);
    expect(JSON.stringify(entries)).not.toContain(organisationKey);
  });
}
