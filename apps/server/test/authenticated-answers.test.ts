import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyResponseSchema } from '@confab/core/protocol';
import { strictTransportSecurity } from '../src/http/security-headers.ts';
import { createAuthTestApp, type AuthTestApp } from './helpers/auth-test-app.ts';
import { createCapturingMailer, type CapturingMailer } from './helpers/capturing-mailer.ts';
import { openSqliteTestDatabase, type TestDatabase } from './helpers/sqlite-test-database.ts';

/** Cache, charset and transport headers that every route gets from the header middleware. */
describe('headers of answers', () => {
  let testDatabase: TestDatabase;
  let mailer: CapturingMailer;
  let client: AuthTestApp;
  let token: string;

  beforeEach(async () => {
    testDatabase = await openSqliteTestDatabase();
    mailer = createCapturingMailer();
    client = createAuthTestApp(testDatabase, { mailer });
    await client.post('/api/login', { email: 'ada@example.com', useAltLogin: false });
    const verified = await client.post('/api/verify', {
      email: 'ada@example.com',
      code: mailer.latestCode('ada@example.com'),
    });
    token = verifyResponseSchema.parse(await verified.json()).token;
  });

  afterEach(async () => {
    await testDatabase.close();
  });

  const authenticatedCalls: [string, () => Promise<Response>][] = [
    ['sync push', () => client.post('/api/cloud/sync/push', { records: [] }, { token })],
    ['sync fetch', () => client.post('/api/cloud/sync/fetch', { refs: [] }, { token })],
    ['sync pull', () => client.get('/api/cloud/sync/pull?cursor=0', { token })],
    ['sync stats', () => client.get('/api/cloud/sync/stats', { token })],
    ['account', () => client.get('/api/cloud/account', { token })],
    [
      'storage list',
      () => client.post('/api/cloud/storage', { offset: 0, limit: 5, type: 'chat' }, { token }),
    ],
    [
      'storage delete',
      () => client.post('/api/cloud/storage/delete', { ids: ['x'], type: 'chat' }, { token }),
    ],
    ['missing file', () => client.get('/api/cloud/blobs/missing', { token })],
    ['agent share', () => client.post('/api/shared_characters', { data: { title: 'A' } }, { token })],
    ['a dead token', () => client.get('/api/cloud/account', { token: 'not-a-token' })],
    ['log out', () => client.post('/api/logout', undefined, { token })],
  ];

  it.each(authenticatedCalls)('keep %s out of every cache', async (_name, call) => {
    const response = await call();
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('say that JSON is UTF-8, on answers and on errors', async () => {
    for (const response of [
      await client.get('/api/version'),
      await client.get('/api/cloud/account', { token }),
      await client.get('/api/nothing-here'),
      await client.post('/api/login', { email: 'not an address' }),
    ]) {
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    }
  });

  it('ask for https only when the request came over https, or a trusted proxy says it did', async () => {
    const plain = await client.app.request('http://confab.test/api/version');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const direct = await client.app.request('https://confab.test/api/version');
    expect(direct.headers.get('strict-transport-security')).toBe(strictTransportSecurity);
    const proxied = await client.app.request('http://confab.test/api/version', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(proxied.headers.get('strict-transport-security')).toBe(strictTransportSecurity);

    const untrusting = createAuthTestApp(testDatabase, { mailer, trustProxy: false });
    const claimed = await untrusting.app.request('http://confab.test/api/version', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
  });
});
