import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  defaultHostConfig,
  errorResponseSchema,
  hostConfigSchema,
  shareAgentResponseSchema,
  verifyResponseSchema,
  type HostConfig,
} from '@confab/core/protocol';
import { authMessages } from '../src/auth/auth-errors.ts';
import { createAuthTestApp, type AuthTestApp } from './helpers/auth-test-app.ts';
import { createCapturingMailer, type CapturingMailer } from './helpers/capturing-mailer.ts';
import { openSqliteTestDatabase, type TestDatabase } from './helpers/sqlite-test-database.ts';

const membersOnlyHost: HostConfig = {
  ...defaultHostConfig,
  managed: true,
  loginRequired: true,
  allowGuests: false,
  allowUserAPIKey: false,
  licenseToken: 'host-provider-key',
  systemPrompts: [{ id: 'pr-org', title: 'Org prompt' }],
  systemCharacters: [{ id: 'a-org', title: 'Org agent' }],
  brand: 'Acme Chat',
};

/** Spec §6: with loginRequired and no guests, the host serves its keys and API to members only. */
describe('a host that requires login', () => {
  let testDatabase: TestDatabase;
  let mailer: CapturingMailer;
  let client: AuthTestApp;

  const logIn = async (email: string) => {
    expect((await client.post('/api/login', { email, useAltLogin: false })).status).toBe(200);
    const verified = await client.post('/api/verify', { email, code: mailer.latestCode(email) });
    expect(verified.status).toBe(200);
    return verifyResponseSchema.parse(await verified.json()).token;
  };
  const config = async (token?: string) =>
    hostConfigSchema.parse(
      await (await client.get('/config.json', token === undefined ? {} : { token })).json(),
    );

  beforeEach(async () => {
    testDatabase = await openSqliteTestDatabase();
    mailer = createCapturingMailer();
    client = createAuthTestApp(testDatabase, { mailer }, { hostConfig: membersOnlyHost });
  });

  afterEach(async () => {
    await testDatabase.close();
  });

  it("gives guests the login screen's config without the host's key or data", async () => {
    const guest = await config();
    expect(guest).toMatchObject({
      loginRequired: true,
      allowGuests: false,
      managed: true,
      brand: 'Acme Chat',
    });
    expect(guest.licenseToken).toBeUndefined();
    expect(guest.systemPrompts).toBeUndefined();
    expect(guest.systemCharacters).toBeUndefined();
    expect((await config('not-a-live-token')).licenseToken).toBeUndefined();

    const member = await config(await logIn('ada@acme.example'));
    expect(member.licenseToken).toBe('host-provider-key');
    expect(member.systemPrompts).toEqual(membersOnlyHost.systemPrompts);
  });

  it('refuses every API route to guests with 401 and a userMessage, but lets them log in', async () => {
    const token = await logIn('ada@acme.example');
    const shared = await client.post('/api/shared_characters', { data: { title: 'Editor' } }, { token });
    const { id } = shareAgentResponseSchema.parse(await shared.json());

    for (const call of [
      () => client.get(`/api/shared_characters/${id}`),
      () => client.post('/api/cloud/sync/push', { records: [] }),
      () => client.get('/api/cloud/sync/pull?cursor=0'),
      () => client.get('/api/cloud/blobs/blob-1'),
      () => client.get('/api/anything-else'),
      () => client.get(`/api/shared_characters/${id}`, { token: 'not-a-live-token' }),
    ]) {
      const refused = await call();
      expect(refused.status).toBe(401);
      expect(errorResponseSchema.parse(await refused.json()).userMessage).toBe(authMessages.loginRequired);
    }
    expect((await client.get('/api/version')).status).toBe(200);
    expect((await client.get('/api/health')).status).toBe(200);
    expect((await client.get(`/api/shared_characters/${id}`, { token })).status).toBe(200);
  });

  it('stays open to guests when the host allows them', async () => {
    const open = createAuthTestApp(
      testDatabase,
      { mailer },
      { hostConfig: { ...membersOnlyHost, allowGuests: true } },
    );
    expect((await open.get('/api/shared_characters/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    const guest = hostConfigSchema.parse(await (await open.get('/config.json')).json());
    expect(guest.licenseToken).toBe('host-provider-key');
  });
});
