import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  cloudStorageResponseSchema,
  syncPullResponseSchema,
  syncPushResponseSchema,
  syncRejectionReasons,
  verifyResponseSchema,
  type SyncRecord,
} from '@confab/core/protocol';
import { createAuthTestApp, type AuthTestApp } from './helpers/auth-test-app.ts';
import { createCapturingMailer, type CapturingMailer } from './helpers/capturing-mailer.ts';
import type { TestDatabase } from './helpers/sqlite-test-database.ts';

const file = (id: string, blobID: string, updatedAt = 1): SyncRecord => ({
  kind: 'file',
  id,
  updatedAt,
  deleted: false,
  data: {
    id,
    name: 'Quarterly report.txt',
    mimeType: 'text/plain',
    size: 12,
    blobID,
    collectionIDs: ['kb-legal'],
    createdAt: 1,
    updatedAt,
  },
});
const collection = (id: string, organisation = false): SyncRecord => ({
  kind: 'knowledgeCollection',
  id,
  updatedAt: 1,
  deleted: false,
  data: { id, name: 'Legal', createdAt: 1, updatedAt: 1, ...(organisation ? { organisation } : {}) },
});

/** Files and knowledge collections as sync records, their bytes in cloud storage (docs/sync.md). */
export function registerKnowledgeSyncContract(openTestDatabase: () => Promise<TestDatabase>): void {
  let testDatabase: TestDatabase;
  let mailer: CapturingMailer;
  let client: AuthTestApp;

  beforeEach(async () => {
    testDatabase = await openTestDatabase();
    mailer = createCapturingMailer();
    client = createAuthTestApp(testDatabase, { mailer }, { storageLimitBytes: 4000 });
  });

  afterEach(async () => {
    await testDatabase.close();
  });

  const logIn = async (email: string) => {
    await client.post('/api/login', { email, useAltLogin: false });
    const response = await client.post('/api/verify', { email, code: mailer.latestCode(email) });
    return verifyResponseSchema.parse(await response.json()).token;
  };
  const uploadFileBytes = (token: string, id: string, body: string) =>
    client.app.request(`/api/cloud/blobs/${id}`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'text/plain',
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('Quarterly report.txt')}`,
      },
      body,
    });
  const push = async (token: string, records: SyncRecord[]) =>
    syncPushResponseSchema.parse(
      await (await client.post('/api/cloud/sync/push', { records }, { token })).json(),
    );
  const pull = async (token: string, query: string) =>
    syncPullResponseSchema.parse(await (await client.get(`/api/cloud/sync/pull?${query}`, { token })).json());
  const list = async (token: string) =>
    cloudStorageResponseSchema.parse(
      await (
        await client.post('/api/cloud/storage', { offset: 0, limit: 50, type: 'blob' }, { token })
      ).json(),
    );

  it('stores files and collections under the knowledge category, their bytes counted and listed by name', async () => {
    const token = await logIn('ada@example.com');
    expect((await uploadFileBytes(token, 'bl-1', 'twelve bytes')).status).toBe(201);
    const answer = await push(token, [collection('kb-legal'), file('fi-1', 'bl-1')]);
    expect(answer.results.map((result) => result.outcome)).toEqual(['applied', 'applied']);

    const knowledge = await pull(token, 'cursor=0&categories=knowledge');
    expect(knowledge.records.map((record) => [record.kind, record.id])).toEqual([
      ['knowledgeCollection', 'kb-legal'],
      ['file', 'fi-1'],
    ]);
    expect(knowledge.records[1]).toEqual(file('fi-1', 'bl-1'));
    // Another category's pull does not see them.
    expect((await pull(token, 'cursor=0&categories=attachments')).records).toEqual([]);

    const stored = await list(token);
    expect(stored.items).toHaveLength(1);
    expect(stored.items[0]).toMatchObject({ id: 'bl-1', size: 12 });
    expect(stored.items[0]?.contentDisposition).toBe('attachment; filename="Quarterly report.txt"');
    expect(stored.totalSize).toBeGreaterThan(12);
  });

  it('refuses an organisation’s collection from a member', async () => {
    const token = await logIn('ada@example.com');
    const answer = await push(token, [collection('kb-org', true)]);
    expect(answer.results[0]).toMatchObject({
      kind: 'knowledgeCollection',
      id: 'kb-org',
      outcome: 'rejected',
      reason: syncRejectionReasons.notSyncable,
    });
  });

  it('frees file bytes when their blob deletion is pushed, and keeps a deleted file deleted', async () => {
    const token = await logIn('ada@example.com');
    await uploadFileBytes(token, 'bl-1', 'twelve bytes');
    await push(token, [file('fi-1', 'bl-1')]);
    const deletions: SyncRecord[] = [
      { kind: 'file', id: 'fi-1', updatedAt: 2, deleted: true },
      { kind: 'blob', id: 'bl-1', updatedAt: 2, deleted: true },
    ];
    expect((await push(token, deletions)).results.map((result) => result.outcome)).toEqual([
      'deleted',
      'deleted',
    ]);
    expect((await client.get('/api/cloud/blobs/bl-1', { token })).status).toBe(404);
    // A stale device's edit of the deleted file is answered deleted.
    expect((await push(token, [file('fi-1', 'bl-1', 9)])).results[0]?.outcome).toBe('deleted');
  });

  it('takes the file along when the storage manager deletes its bytes, and everything with Delete all', async () => {
    const token = await logIn('ada@example.com');
    await uploadFileBytes(token, 'bl-1', 'twelve bytes');
    await uploadFileBytes(token, 'bl-2', 'other bytes!');
    await push(token, [collection('kb-legal'), file('fi-1', 'bl-1'), file('fi-2', 'bl-2')]);
    const before = await pull(token, 'cursor=0&categories=knowledge');

    await client.post('/api/cloud/storage/delete', { ids: ['bl-1'], type: 'blob' }, { token });
    const afterOne = await pull(token, `cursor=${String(before.cursor)}&categories=knowledge`);
    expect(afterOne.records.map((record) => [record.kind, record.id, record.deleted])).toEqual([
      ['file', 'fi-1', true],
    ]);

    await client.post('/api/cloud/storage/delete', { isDeleteAll: true }, { token });
    const afterAll = await pull(token, `cursor=${String(afterOne.cursor)}&categories=knowledge`);
    expect(afterAll.records.map((record) => [record.kind, record.id, record.deleted]).sort()).toEqual([
      ['file', 'fi-2', true],
      ['knowledgeCollection', 'kb-legal', true],
    ]);
    expect((await list(token)).count).toBe(0);
  });
}
