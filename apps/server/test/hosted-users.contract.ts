import { afterEach, beforeEach, expect, it } from 'vitest';
import { errorResponseSchema, hostedUserResponseSchema, verifyResponseSchema } from '@confab/core/protocol';
import { createAuthTestApp, type AuthTestApp } from './helpers/auth-test-app.ts';
import { createCapturingMailer, type CapturingMailer } from './helpers/capturing-mailer.ts';
import type { TestDatabase } from './helpers/sqlite-test-database.ts';

const path = '/api/hosted-users/users/self';

/** Account information of hosted members, and the activation-popup record, always for the session's account. */
export function registerHostedUsersContract(openTestDatabase: () => Promise<TestDatabase>): void {
  let testDatabase: TestDatabase;
  let mailer: CapturingMailer;
  let client: AuthTestApp;

  beforeEach(async () => {
    testDatabase = await openTestDatabase();
    mailer = createCapturingMailer();
    client = createAuthTestApp(testDatabase, { mailer, now: () => new Date('2026-11-27T05:00:00.000Z') });
  });

  afterEach(async () => {
    await testDatabase.close();
  });

  async function signIn(email: string): Promise<string> {
    await client.post('/api/login', { email, useAltLogin: false });
    const verified = await client.post('/api/verify', { email, code: mailer.latestCode(email) });
    return verifyResponseSchema.parse(await verified.json()).token;
  }

  const put = (body: unknown, token: string | undefined) =>
    client.app.request(path, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify(body),
    });

  it("reads and stores the session's own names, whatever account the body names", async () => {
    const token = await signIn('ada@example.com');
    const before = await client.get(path, { token });
    expect(before.status).toBe(200);
    expect(hostedUserResponseSchema.parse(await before.json())).toEqual({
      user: { email: 'ada@example.com' },
    });

    const saved = await put({ firstName: ' Ada ', lastName: 'Lovelace', email: 'grace@example.com' }, token);
    expect(saved.status).toBe(200);
    expect(hostedUserResponseSchema.parse(await saved.json()).user).toEqual({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    const after = hostedUserResponseSchema.parse(await (await client.get(path, { token })).json());
    expect(after.user).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('refuses missing or blank names and unsafe picture addresses with a message', async () => {
    const token = await signIn('ada@example.com');
    for (const body of [
      { firstName: 'Ada' },
      { firstName: '  ', lastName: 'Lovelace' },
      { firstName: 'Ada', lastName: 'Lovelace', profilePictureURL: 'javascript:alert(1)' },
    ]) {
      const response = await put(body, token);
      expect(response.status).toBe(400);
      expect(errorResponseSchema.parse(await response.json()).userMessage).not.toBe('');
    }
    const rows = await testDatabase.database.selectFrom('users').select(['first_name']).execute();
    expect(rows).toEqual([{ first_name: null }]);
  });

  it('answers 401 without a session', async () => {
    expect((await client.get(path)).status).toBe(401);
    expect((await put({ firstName: 'Ada', lastName: 'Lovelace' }, 'not-a-token')).status).toBe(401);
    expect((await client.post('/api/hosted/org-activate-prompted', undefined)).status).toBe(401);
  });

  it('records when the activation popup opened for the account', async () => {
    const token = await signIn('ada@example.com');
    const response = await client.app.request('/api/hosted/org-activate-prompted', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const row = await testDatabase.database
      .selectFrom('users')
      .select(['org_activate_prompted_at'])
      .executeTakeFirstOrThrow();
    expect(row.org_activate_prompted_at).toBe('2026-11-27T05:00:00.000Z');
  });
}
