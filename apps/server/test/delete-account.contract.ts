import { createHash } from 'node:crypto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  deleteAccountResponseSchema,
  errorResponseSchema,
  shareAgentResponseSchema,
  shareChatResponseSchema,
  verifyResponseSchema,
  type SharedChatData,
} from '@confab/core/protocol';
import { deleteAccountMessages } from '../src/routes/delete-account-route.ts';
import { createAuthTestApp, type AuthTestApp } from './helpers/auth-test-app.ts';
import { createCapturingMailer, type CapturingMailer } from './helpers/capturing-mailer.ts';
import type { TestDatabase } from './helpers/sqlite-test-database.ts';

const chat: SharedChatData = {
  version: 1,
  title: 'Shared before leaving',
  createdAt: 1,
  messages: [{ role: 'user', content: 'Hello', createdAt: 1 }],
};

const plugin = {
  id: 'clock',
  uuid: 'u-clock',
  title: 'Clock',
  enabled: true,
  implementationType: 'javascript',
  openaiSpec: { name: 'now' },
  code: 'function now() { return Date.now(); }',
  createdAt: 1,
  updatedAt: 1,
  syncedAt: null,
};

const tablesWithUserID = [
  'sessions',
  'sync_records',
  'sync_cursors',
  'cloud_blobs',
  'storage_plans',
  'subscriptions',
  'shared_chats',
  'shared_agents',
  'shared_plugins',
] as const;

/** DELETE /api/account: the session's account and everything the server holds for it. */
export function registerDeleteAccountContract(openTestDatabase: () => Promise<TestDatabase>): void {
  let testDatabase: TestDatabase;
  let mailer: CapturingMailer;
  let client: AuthTestApp;

  beforeEach(async () => {
    testDatabase = await openTestDatabase();
    mailer = createCapturingMailer();
    client = createAuthTestApp(testDatabase, { mailer });
  });

  afterEach(async () => {
    await testDatabase.close();
  });

  const logIn = async (email: string) => {
    await client.post('/api/login', { email, useAltLogin: false });
    const response = await client.post('/api/verify', { email, code: mailer.latestCode(email) });
    return verifyResponseSchema.parse(await response.json()).token;
  };

  const deleteAccount = (token: string | undefined, body: unknown = { confirm: 'DELETE' }) =>
    client.app.request('/api/account', {
      method: 'DELETE',
      headers: {
        'content-type': 'application/json',
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify(body),
    });

  const rowsOf = async (userID: string) => {
    const counts: Record<string, number> = {};
    for (const table of tablesWithUserID) {
      const rows = await testDatabase.database
        .selectFrom(table)
        .select('user_id')
        .where('user_id', '=', userID)
        .execute();
      counts[table] = rows.length;
    }
    return counts;
  };

  const userIDOf = async (email: string) =>
    (
      await testDatabase.database
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;

  it('needs a session and the confirmation word', async () => {
    expect((await deleteAccount(undefined)).status).toBe(401);
    const token = await logIn('ada@example.com');
    expect((await deleteAccount(token, {})).status).toBe(400);
    expect((await deleteAccount(token, { confirm: 'yes' })).status).toBe(400);
    expect((await client.get('/api/cloud/account', { token })).status).toBe(200);
  });

  it('deletes the account, its sessions, synced data, files and every link it shared; others stay', async () => {
    const token = await logIn('ada@example.com');
    const otherToken = await logIn('ada@example.com');
    const bob = await logIn('bob@example.com');
    const chatData = JSON.stringify(chat);
    const c = createHash('sha256').update(chatData).digest('hex');
    const shared = shareChatResponseSchema.parse(
      await (await client.post('/api/share', { chatData, c }, { token })).json(),
    );
    const bobsShare = shareChatResponseSchema.parse(
      await (await client.post('/api/share', { chatData, c }, { token: bob })).json(),
    );
    const pluginShare = shareChatResponseSchema.parse(
      await (await client.post('/api/shared_plugins', { data: plugin }, { token })).json(),
    );
    const agent = shareAgentResponseSchema.parse(
      await (await client.post('/api/shared_characters', { data: { title: 'Editor' } }, { token })).json(),
    );
    const push = await client.post(
      '/api/cloud/sync/push',
      { records: [{ kind: 'chat', id: 'c1', updatedAt: 1, deleted: false, data: { id: 'c1' } }] },
      { token },
    );
    expect(push.status).toBe(200);
    const upload = await client.app.request('/api/cloud/blobs/file-1', {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
      body: 'file bytes',
    });
    expect(upload.status).toBe(201);
    const userID = await userIDOf('ada@example.com');
    expect(await rowsOf(userID)).toMatchObject({
      sessions: 2,
      sync_records: 1,
      cloud_blobs: 1,
      shared_chats: 1,
      shared_agents: 1,
      shared_plugins: 1,
    });

    const response = await deleteAccount(token);
    expect(response.status).toBe(200);
    expect(deleteAccountResponseSchema.parse(await response.json())).toEqual({ deleted: true });

    expect(await rowsOf(userID)).toEqual(Object.fromEntries(tablesWithUserID.map((table) => [table, 0])));
    expect(
      await testDatabase.database.selectFrom('users').select('id').where('id', '=', userID).execute(),
    ).toEqual([]);
    for (const session of [token, otherToken]) {
      expect((await client.get('/api/cloud/account', { token: session })).status).toBe(401);
    }
    expect((await client.get(new URL(shared.shareLink).pathname)).status).toBe(404);
    expect((await client.get(new URL(pluginShare.shareLink).pathname)).status).toBe(404);
    expect((await client.get(`/characters/${agent.id}`)).status).toBe(404);
    expect((await client.get(new URL(bobsShare.shareLink).pathname)).status).toBe(200);
    expect((await client.get('/api/cloud/account', { token: bob })).status).toBe(200);

    // The same address may sign up again and starts from nothing.
    const again = await logIn('ada@example.com');
    expect(await (await client.get('/api/shared-links?type=chat', { token: again })).json()).toEqual([]);
    expect((await client.get('/api/cloud/blobs/file-1', { token: again })).status).toBe(404);
  });

  it('refuses while a storage subscription still renews', async () => {
    const token = await logIn('ada@example.com');
    const userID = await userIDOf('ada@example.com');
    await testDatabase.database
      .insertInto('subscriptions')
      .values({
        provider: 'providerTwo',
        id: 'sub-1',
        user_id: userID,
        plan: 'YEARLY',
        status: 'active',
        customer_id: null,
        ends_at: null,
        data: '{}',
        provider_updated_at: new Date(0).toISOString(),
        updated_at: new Date(0).toISOString(),
      })
      .execute();
    const refused = await deleteAccount(token);
    expect(refused.status).toBe(409);
    expect(errorResponseSchema.parse(await refused.json()).userMessage).toBe(
      deleteAccountMessages.subscribed,
    );
    expect((await client.get('/api/cloud/account', { token })).status).toBe(200);
  });
}
