import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  errorResponseSchema,
  syncDigestResponseSchema,
  syncFetchResponseSchema,
  syncManifestResponseSchema,
  syncPullResponseSchema,
  syncPushResponseSchema,
  syncRejectionReasons,
  verifyResponseSchema,
  type SyncRecord,
} from '@confab/core/protocol';
import { digestEntries, maxPushBodyBytes } from '@confab/core/sync-rules';
import { perAccountSyncRecordsMigration } from '../src/db/migrations/0008-per-account-sync-records.ts';
import { createAuthTestApp, type AuthTestApp } from './helpers/auth-test-app.ts';
import { createCapturingMailer, type CapturingMailer } from './helpers/capturing-mailer.ts';
import { readEvents } from './helpers/read-events.ts';
import type { TestDatabase } from './helpers/sqlite-test-database.ts';

export interface SyncContractOptions {
  openTestDatabase: () => Promise<TestDatabase>;
}

const chat = (id: string, updatedAt: number, title = 'A chat'): SyncRecord => ({
  kind: 'chat',
  id,
  updatedAt,
  deleted: false,
  data: { id, chatTitle: title, updatedAt },
});
const message = (id: string, chatID: string, updatedAt: number, content = 'hello'): SyncRecord => ({
  kind: 'message',
  id,
  parentID: chatID,
  updatedAt,
  deleted: false,
  data: { uuid: id, chatID, content, updatedAt },
});
const deletion = (
  kind: SyncRecord['kind'],
  id: string,
  updatedAt: number,
  parentID?: string,
): SyncRecord => ({
  kind,
  id,
  updatedAt,
  deleted: true,
  ...(parentID === undefined ? {} : { parentID }),
});

/** The sync calls of docs/sync.md, against every database the server supports. */
export function registerSyncContract({ openTestDatabase }: SyncContractOptions): void {
  let testDatabase: TestDatabase;
  let mailer: CapturingMailer;
  let client: AuthTestApp;

  async function logIn(email: string): Promise<string> {
    expect((await client.post('/api/login', { email, useAltLogin: false })).status).toBe(200);
    const response = await client.post('/api/verify', { email, code: mailer.latestCode(email) });
    return verifyResponseSchema.parse(await response.json()).token;
  }
  const push = async (token: string, records: SyncRecord[]) => {
    const response = await client.post('/api/cloud/sync/push', { records }, { token });
    expect(response.status).toBe(200);
    return syncPushResponseSchema.parse(await response.json());
  };
  const pull = async (token: string, query: string) => {
    const response = await client.get(`/api/cloud/sync/pull?${query}`, { token });
    expect(response.status).toBe(200);
    return syncPullResponseSchema.parse(await response.json());
  };
  const pullAll = async (token: string, categories = 'chats') => {
    const records: SyncRecord[] = [];
    let cursor = 0;
    for (;;) {
      const page = await pull(token, `cursor=${String(cursor)}&categories=${categories}&limit=2`);
      records.push(...page.records);
      cursor = page.cursor;
      if (!page.hasMore) return { records, cursor };
    }
  };
  const userMessage = async (response: Response) =>
    errorResponseSchema.parse(await response.json()).userMessage;

  beforeEach(async () => {
    testDatabase = await openTestDatabase();
    mailer = createCapturingMailer();
    client = createAuthTestApp(testDatabase, { mailer });
  });

  afterEach(async () => {
    await testDatabase.close();
  });

  describe('push and pull', () => {
    it('stores new records and hands them back after the cursor, in order', async () => {
      const token = await logIn('ada@example.com');
      const first = await push(token, [chat('c1', 100), message('m1', 'c1', 100)]);
      expect(first.results).toEqual([
        { kind: 'chat', id: 'c1', outcome: 'applied' },
        { kind: 'message', id: 'm1', outcome: 'applied' },
      ]);
      expect(first.cursor).toBe(2);
      const second = await push(token, [message('m2', 'c1', 200)]);
      expect(second.cursor).toBe(3);

      const everything = await pull(token, 'cursor=0&categories=chats');
      expect(everything.records.map((record) => record.id)).toEqual(['c1', 'm1', 'm2']);
      expect(everything.records[1]).toEqual(message('m1', 'c1', 100));
      expect(everything).toMatchObject({ cursor: 3, hasMore: false });
      const after = await pull(token, 'cursor=2&categories=chats');
      expect(after.records.map((record) => record.id)).toEqual(['m2']);
    });

    it('pages with hasMore and never repeats or skips a record', async () => {
      const token = await logIn('ada@example.com');
      await push(token, [chat('c1', 1), ...[1, 2, 3, 4].map((n) => message(`m${String(n)}`, 'c1', n))]);
      const { records, cursor } = await pullAll(token);
      expect(records.map((record) => record.id)).toEqual(['c1', 'm1', 'm2', 'm3', 'm4']);
      expect(cursor).toBe(5);
    });

    it('walks past long runs of other categories in bounded pages, skipping nothing asked for', async () => {
      const token = await logIn('ada@example.com');
      const prompts = Array.from({ length: 25 }, (_, n): SyncRecord => {
        const id = `pr-${String(n)}`;
        return { kind: 'prompt', id, updatedAt: 1, deleted: false, data: { id, title: id } };
      });
      await push(token, [chat('c1', 1), ...prompts, message('m1', 'c1', 2)]);
      const { records, cursor } = await pullAll(token);
      expect(records.map((record) => record.id)).toEqual(['c1', 'm1']);
      expect(cursor).toBe(27);
      expect((await pullAll(token, 'prompts')).records).toHaveLength(25);
    });

    it('hands out only the asked categories, yet moves the cursor past the others', async () => {
      const token = await logIn('ada@example.com');
      await push(token, [
        chat('c1', 1),
        { kind: 'prompt', id: 'pr-1', updatedAt: 1, deleted: false, data: { id: 'pr-1', title: 'P' } },
        { kind: 'setting', id: 'models.defaultModel', updatedAt: 1, deleted: false, data: { value: 'x' } },
      ]);
      const prompts = await pull(token, 'cursor=0&categories=prompts');
      expect(prompts.records.map((record) => record.id)).toEqual(['pr-1']);
      expect(prompts.cursor).toBe(3);
      const settings = await pull(token, 'cursor=0&categories=modelSettings');
      expect(settings.records.map((record) => record.id)).toEqual(['models.defaultModel']);
    });

    it('is idempotent: a retried push changes nothing and answers applied', async () => {
      const token = await logIn('ada@example.com');
      const records = [chat('c1', 100), message('m1', 'c1', 100)];
      const first = await push(token, records);
      const retry = await push(token, records);
      expect(retry.results.map((result) => result.outcome)).toEqual(['applied', 'applied']);
      expect(retry.cursor).toBe(first.cursor);
    });

    it('keeps the later version and answers superseded to a stale one', async () => {
      const token = await logIn('ada@example.com');
      await push(token, [chat('c1', 200, 'Newer')]);
      const stale = await push(token, [chat('c1', 100, 'Older')]);
      expect(stale.results[0]?.outcome).toBe('superseded');
      const newer = await push(token, [chat('c1', 300, 'Newest')]);
      expect(newer.results[0]?.outcome).toBe('applied');
      const { records } = await pullAll(token);
      expect(records).toEqual([chat('c1', 300, 'Newest')]);
    });

    it('breaks a tie of updatedAt the same way whichever version arrives first', async () => {
      const tokenA = await logIn('ada@example.com');
      const tokenB = await logIn('bob@example.com');
      await push(tokenA, [chat('ca', 100, 'Alpha')]);
      await push(tokenA, [chat('ca', 100, 'Beta')]);
      await push(tokenB, [chat('cb', 100, 'Beta')]);
      await push(tokenB, [chat('cb', 100, 'Alpha')]);
      const [a] = (await pullAll(tokenA)).records;
      const [b] = (await pullAll(tokenB)).records;
      expect((a?.data as { chatTitle: string }).chatTitle).toBe((b?.data as { chatTitle: string }).chatTitle);
    });
  });

  describe('deletions', () => {
    it('keeps a deleted chat deleted, with its messages, whatever a stale device pushes later', async () => {
      const token = await logIn('ada@example.com');
      await push(token, [chat('c1', 100), message('m1', 'c1', 100), message('m2', 'c1', 100)]);
      const deleted = await push(token, [deletion('chat', 'c1', 150)]);
      expect(deleted.results).toEqual([{ kind: 'chat', id: 'c1', outcome: 'deleted' }]);

      const stale = await push(token, [chat('c1', 999, 'Edited offline'), message('m3', 'c1', 999)]);
      expect(stale.results.map((result) => result.outcome)).toEqual(['deleted', 'deleted']);

      const { records } = await pullAll(token);
      expect(records.every((record) => record.deleted)).toBe(true);
      expect(records.map((record) => record.id).sort()).toEqual(['c1', 'm1', 'm2']);
    });

    it('keeps a deleted message deleted while its chat lives on', async () => {
      const token = await logIn('ada@example.com');
      await push(token, [chat('c1', 100), message('m1', 'c1', 100), message('m2', 'c1', 100)]);
      const deleted = await push(token, [deletion('message', 'm2', 150, 'c1')]);
      expect(deleted.results).toEqual([{ kind: 'message', id: 'm2', outcome: 'deleted' }]);
      const stale = await push(token, [message('m2', 'c1', 999, 'edited offline')]);
      expect(stale.results.map((result) => result.outcome)).toEqual(['deleted']);
      const { records } = await pullAll(token);
      expect(records.map((record) => [record.id, record.deleted, record.parentID]).sort()).toEqual([
        ['c1', false, undefined],
        ['m1', false, 'c1'],
        ['m2', true, 'c1'],
      ]);
    });

    it('handles one batch that adds messages, edits one twice and deletes their chat', async () => {
      const token = await logIn('ada@example.com');
      const answer = await push(token, [
        chat('c1', 100),
        message('m1', 'c1', 100),
        message('m1', 'c1', 110, 'edited'),
        message('m2', 'c1', 100),
        deletion('chat', 'c1', 200),
      ]);
      expect(answer.results.map((result) => result.outcome)).toEqual([
        'applied',
        'applied',
        'applied',
        'applied',
        'deleted',
      ]);
      const { records } = await pullAll(token);
      expect(records.map((record) => [record.id, record.deleted]).sort()).toEqual([
        ['c1', true],
        ['m1', true],
        ['m2', true],
      ]);
    });

    it('lets a deletion win over a version stamped later by a clock running ahead', async () => {
      const token = await logIn('ada@example.com');
      await push(token, [chat('c1', 5_000)]);
      const deleted = await push(token, [deletion('chat', 'c1', 1_000)]);
      expect(deleted.results[0]?.outcome).toBe('deleted');
      expect((await pullAll(token)).records.every((record) => record.deleted)).toBe(true);
    });

    it('lets a setting be set again after it was reset', async () => {
      const token = await logIn('ada@example.com');
      const setting = (updatedAt: number): SyncRecord => ({
        kind: 'setting',
        id: 'chat.streaming',
        updatedAt,
        deleted: false,
        data: { key: 'chat.streaming', value: true, updatedAt },
      });
      await push(token, [setting(1)]);
      await push(token, [deletion('setting', 'chat.streaming', 2)]);
      const again = await push(token, [setting(3)]);
      expect(again.results[0]?.outcome).toBe('applied');
    });
  });

  describe('integrity check', () => {
    it('answers digests that match the same records counted on a device, and a manifest and fetch to repair', async () => {
      const token = await logIn('ada@example.com');
      await push(token, [
        chat('c1', 10),
        message('m1', 'c1', 11),
        chat('c2', 12),
        deletion('chat', 'c2', 13),
      ]);
      const digestResponse = await client.get('/api/cloud/sync/digest?categories=chats,prompts', { token });
      const { digests } = syncDigestResponseSchema.parse(await digestResponse.json());
      expect(digests.chats).toEqual(
        digestEntries([
          { kind: 'chat', id: 'c1', updatedAt: 10 },
          { kind: 'message', id: 'm1', updatedAt: 11 },
        ]),
      );
      expect(digests.prompts).toEqual({ count: 0, hash: 0 });

      const manifest = syncManifestResponseSchema.parse(
        await (await client.get('/api/cloud/sync/manifest?category=chats', { token })).json(),
      );
      expect(manifest.entries).toHaveLength(2);

      const fetched = await client.post(
        '/api/cloud/sync/fetch',
        {
          refs: [
            { kind: 'chat', id: 'c2' },
            { kind: 'message', id: 'm1' },
            { kind: 'chat', id: 'none' },
          ],
        },
        { token },
      );
      const { records } = syncFetchResponseSchema.parse(await fetched.json());
      expect(records).toHaveLength(2);
      expect(records.find((record) => record.id === 'c2')?.deleted).toBe(true);
    });
  });

  describe('safety', () => {
    it('asks for a session on every call', async () => {
      for (const path of ['/api/cloud/sync/pull', '/api/cloud/sync/digest', '/api/cloud/sync/events']) {
        expect((await client.get(path)).status).toBe(401);
      }
      expect((await client.post('/api/cloud/sync/push', { records: [] })).status).toBe(401);
    });

    it('keys records per account: two accounts push the same ids and each reads only its own', async () => {
      const tokenA = await logIn('ada@example.com');
      const tokenB = await logIn('bob@example.com');
      expect(
        (await push(tokenA, [chat('c1', 1, 'Ada'), message('m1', 'c1', 1, 'from Ada')])).results,
      ).toEqual([
        { kind: 'chat', id: 'c1', outcome: 'applied' },
        { kind: 'message', id: 'm1', outcome: 'applied' },
      ]);
      // Bob learnt Ada's ids (they show in links and export names); his own records still sync.
      expect(
        (await push(tokenB, [chat('c1', 5, 'Bob'), message('m1', 'c1', 5, 'from Bob')])).results,
      ).toEqual([
        { kind: 'chat', id: 'c1', outcome: 'applied' },
        { kind: 'message', id: 'm1', outcome: 'applied' },
      ]);
      // Bob deleting "his" c1 deletes only his.
      await push(tokenB, [deletion('chat', 'c1', 6)]);

      const adaRecords = (await pullAll(tokenA)).records;
      expect(adaRecords).toEqual([chat('c1', 1, 'Ada'), message('m1', 'c1', 1, 'from Ada')]);
      const bobRecords = (await pullAll(tokenB)).records;
      expect(bobRecords.map((record) => [record.kind, record.id, record.deleted])).toEqual([
        ['chat', 'c1', true],
        ['message', 'm1', true],
      ]);
      const fetched = await client.post(
        '/api/cloud/sync/fetch',
        { refs: [{ kind: 'message', id: 'm1' }] },
        { token: tokenA },
      );
      expect(syncFetchResponseSchema.parse(await fetched.json()).records).toEqual([
        message('m1', 'c1', 1, 'from Ada'),
      ]);
    });

    it('answers each record: one it cannot take is rejected with a reason and the rest are stored', async () => {
      const token = await logIn('ada@example.com');
      const plainKey: SyncRecord = {
        kind: 'setting',
        id: 'apiKeys.openai',
        updatedAt: 1,
        deleted: false,
        data: { key: 'apiKeys.openai', value: 'sk-plain' },
      };
      const answer = await push(token, [
        chat('c1', 1),
        { kind: 'message', id: 'm-orphan', updatedAt: 1, deleted: false, data: {} },
        plainKey,
        { kind: 'chat', id: 'x'.repeat(201), updatedAt: 1, deleted: false },
        { kind: 'nope', id: 'odd' } as unknown as SyncRecord,
        message('m1', 'c1', 1),
      ]);
      expect(answer.results).toEqual([
        { kind: 'chat', id: 'c1', outcome: 'applied' },
        {
          kind: 'message',
          id: 'm-orphan',
          outcome: 'rejected',
          reason: syncRejectionReasons.messageWithoutChat,
        },
        {
          kind: 'setting',
          id: 'apiKeys.openai',
          outcome: 'rejected',
          reason: syncRejectionReasons.notSyncable,
        },
        { kind: 'chat', outcome: 'rejected', reason: syncRejectionReasons.malformed },
        { id: 'odd', outcome: 'rejected', reason: syncRejectionReasons.malformed },
        { kind: 'message', id: 'm1', outcome: 'applied' },
      ]);
      expect((await pullAll(token, 'chats,apiKeys')).records).toEqual([
        chat('c1', 1),
        message('m1', 'c1', 1),
      ]);
      const key = (value: string): SyncRecord => ({ ...plainKey, data: { key: 'apiKeys.openai', value } });
      expect((await push(token, [key('encrypted-abc')])).results[0]?.outcome).toBe('applied');
    });

    it('refuses malformed envelopes and queries with a userMessage', async () => {
      const token = await logIn('ada@example.com');
      const tooMany = await client.post(
        '/api/cloud/sync/push',
        { records: Array.from({ length: 501 }, (_, index) => chat(`c${String(index)}`, 1)) },
        { token },
      );
      expect(tooMany.status).toBe(400);
      expect(await userMessage(tooMany)).not.toBe('');
      expect((await client.post('/api/cloud/sync/push', { records: 'x' }, { token })).status).toBe(400);
      expect((await client.get('/api/cloud/sync/pull?cursor=-1', { token })).status).toBe(400);
      expect((await client.get('/api/cloud/sync/pull?categories=nope', { token })).status).toBe(400);
      expect((await client.get('/api/cloud/sync/manifest', { token })).status).toBe(400);
    });

    it('migrates stored agent histories to the Agents category and keeps every row', async () => {
      const token = await logIn('ada@example.com');
      const history: SyncRecord = {
        kind: 'setting',
        id: 'CHARACTER_VERSIONS_a-1',
        updatedAt: 1,
        deleted: false,
        data: { key: 'CHARACTER_VERSIONS_a-1', value: [] },
      };
      const theme: SyncRecord = { ...history, id: 'CHARACTERxVERSIONS', data: { key: 'x', value: 1 } };
      await push(token, [history, theme, chat('c1', 1)]);
      // As a server before 0008 stored them: histories under Preferences.
      const migration = perAccountSyncRecordsMigration;
      if (!migration.down) throw new Error('0008 has a down migration.');
      await migration.down(testDatabase.database);
      const categories = async () =>
        (await testDatabase.database.selectFrom('sync_records').select(['id', 'category']).execute()).sort(
          (a, b) => (a.id < b.id ? -1 : 1),
        );
      expect(await categories()).toEqual([
        { id: 'CHARACTER_VERSIONS_a-1', category: 'preferences' },
        { id: 'CHARACTERxVERSIONS', category: 'preferences' },
        { id: 'c1', category: 'chats' },
      ]);
      await migration.up(testDatabase.database);
      expect(await categories()).toEqual([
        { id: 'CHARACTER_VERSIONS_a-1', category: 'characters' },
        { id: 'CHARACTERxVERSIONS', category: 'preferences' },
        { id: 'c1', category: 'chats' },
      ]);
      expect((await pullAll(token, 'characters')).records).toEqual([history]);
    });

    it('takes a push of several MiB but refuses one over the limit with 413', async () => {
      const token = await logIn('ada@example.com');
      const big = 'x'.repeat(2 * 1024 * 1024);
      expect((await push(token, [chat('c1', 1), message('m1', 'c1', 1, big)])).results).toHaveLength(2);
      const huge = 'x'.repeat(maxPushBodyBytes);
      const response = await client.post(
        '/api/cloud/sync/push',
        { records: [message('m2', 'c1', 1, huge)] },
        { token },
      );
      expect(response.status).toBe(413);
    });
  });

  describe('events', () => {
    it('tells a listening device the cursor at once and after each change', async () => {
      const token = await logIn('ada@example.com');
      await push(token, [chat('c1', 1)]);
      const controller = new AbortController();
      const response = await client.app.request('/api/cloud/sync/events', {
        headers: { authorization: `Bearer ${token}` },
        signal: controller.signal,
      });
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      const events = readEvents(response);
      expect(await events.next()).toEqual({ event: 'changed', data: { cursor: 1 } });
      await push(token, [message('m1', 'c1', 2)]);
      expect(await events.next()).toEqual({ event: 'changed', data: { cursor: 2 } });
      controller.abort();
      await events.close();
    });
  });
}
