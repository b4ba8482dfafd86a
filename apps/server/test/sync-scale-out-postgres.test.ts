import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  syncPullResponseSchema,
  syncPushResponseSchema,
  verifyResponseSchema,
  type SyncRecord,
} from '@confab/core/protocol';
import { silentLogger } from '../src/logging/logger.ts';
import { createPostgresSyncNotifier } from '../src/sync/postgres-sync-notifier.ts';
import type { SyncNotifier } from '../src/sync/sync-notifier.ts';
import { createAuthTestApp, type AuthTestApp } from './helpers/auth-test-app.ts';
import { createCapturingMailer } from './helpers/capturing-mailer.ts';
import { openPostgresTestDatabase } from './helpers/postgres-test-database.ts';
import { readEvents } from './helpers/read-events.ts';
import type { TestDatabase } from './helpers/sqlite-test-database.ts';

const url = process.env.TEST_DATABASE_URL;

const message = (id: string, updatedAt: number): SyncRecord => ({
  kind: 'message',
  id,
  parentID: 'c1',
  updatedAt,
  deleted: false,
  data: { uuid: id, chatID: 'c1', content: id },
});

function registerScaleOut(databaseUrl: string): void {
  let testDatabase: TestDatabase;
  let notifiers: SyncNotifier[];
  let instances: AuthTestApp[];
  const mailer = createCapturingMailer();

  beforeEach(async () => {
    testDatabase = await openPostgresTestDatabase(databaseUrl);
    const schema = testDatabase.schema;
    notifiers = await Promise.all(
      [0, 1].map(() =>
        createPostgresSyncNotifier({ url: databaseUrl, logger: silentLogger, ...(schema ? { schema } : {}) }),
      ),
    );
    instances = notifiers.map((syncNotifier) =>
      createAuthTestApp(testDatabase, { mailer }, { syncNotifier }),
    );
  });

  afterEach(async () => {
    await Promise.all(notifiers.map((notifier) => notifier.close()));
    await testDatabase.close();
  });

  async function logIn(instance: AuthTestApp, email: string): Promise<string> {
    await instance.post('/api/login', { email, useAltLogin: false });
    const response = await instance.post('/api/verify', { email, code: mailer.latestCode(email) });
    return verifyResponseSchema.parse(await response.json()).token;
  }

  it('tells a device listening on one instance of a push that reached the other', async () => {
    const [first, second] = instances as [AuthTestApp, AuthTestApp];
    const token = await logIn(first, 'ada@example.com');
    const controller = new AbortController();
    const stream = await second.app.request('/api/cloud/sync/events', {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    const events = readEvents(stream);
    expect(await events.next()).toEqual({ event: 'changed', data: { cursor: 0 } });

    const chat: SyncRecord = { kind: 'chat', id: 'c1', updatedAt: 1, deleted: false, data: { id: 'c1' } };
    const pushed = await first.post('/api/cloud/sync/push', { records: [chat] }, { token });
    expect(syncPushResponseSchema.parse(await pushed.json()).cursor).toBe(1);
    expect(await events.next()).toEqual({ event: 'changed', data: { cursor: 1 } });

    const pulled = syncPullResponseSchema.parse(
      await (await second.get('/api/cloud/sync/pull?cursor=0', { token })).json(),
    );
    expect(pulled.records).toEqual([chat]);
    controller.abort();
    await events.close();
  });

  it('serialises concurrent pushes of one account across instances: every record, unique cursors', async () => {
    const token = await logIn(instances[0] as AuthTestApp, 'ada@example.com');
    const chat: SyncRecord = { kind: 'chat', id: 'c1', updatedAt: 1, deleted: false, data: { id: 'c1' } };
    await (instances[0] as AuthTestApp).post('/api/cloud/sync/push', { records: [chat] }, { token });

    const batches = Array.from({ length: 8 }, (_, batch) =>
      Array.from({ length: 10 }, (_, index) => message(`m${String(batch)}-${String(index)}`, batch + 1)),
    );
    const answers = await Promise.all(
      batches.map(async (records, batch) => {
        const instance = instances[batch % 2] as AuthTestApp;
        const response = await instance.post('/api/cloud/sync/push', { records }, { token });
        return syncPushResponseSchema.parse(await response.json());
      }),
    );
    const cursors = answers.map((answer) => answer.cursor).sort((a, b) => a - b);
    expect(new Set(cursors).size).toBe(8);
    expect(cursors.at(-1)).toBe(81);

    const pulled = syncPullResponseSchema.parse(
      await (await (instances[1] as AuthTestApp).get('/api/cloud/sync/pull?cursor=0', { token })).json(),
    );
    expect(pulled.records).toHaveLength(81);
    expect(pulled.cursor).toBe(81);
  });
}

if (url === undefined || url === '') {
  const reason = 'PostgreSQL scale-out suite (skipped: TEST_DATABASE_URL is not set)';
  console.warn(reason);
  describe.skip(reason, () => {
    registerScaleOut('');
  });
} else {
  describe('two server instances over one PostgreSQL', () => {
    registerScaleOut(url);
  });
}
