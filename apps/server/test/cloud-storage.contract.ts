import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  cloudStorageResponseSchema,
  errorResponseSchema,
  syncPullResponseSchema,
  syncStatsSchema,
  verifyResponseSchema,
  type SyncRecord,
} from '@confab/core/protocol';
import type { ConfabDatabase } from '../src/db/tables.ts';
import type { BlobStore } from '../src/storage/blob-store.ts';
import { storageMessages } from '../src/storage/storage-messages.ts';
import { createAuthTestApp, type AuthTestApp } from './helpers/auth-test-app.ts';
import { createCapturingMailer, type CapturingMailer } from './helpers/capturing-mailer.ts';
import type { TestDatabase } from './helpers/sqlite-test-database.ts';

const limit = 4000;

/**
 * Uploads, usage and quota, the storage manager's list and delete, and sync stats; over the
 * filesystem blob store unless `blobStoreOf` makes another over the test database.
 */
export function registerCloudStorageContract(
  openTestDatabase: () => Promise<TestDatabase>,
  blobStoreOf?: (database: ConfabDatabase) => BlobStore,
): void {
  let testDatabase: TestDatabase;
  let mailer: CapturingMailer;
  let client: AuthTestApp;

  beforeEach(async () => {
    testDatabase = await openTestDatabase();
    mailer = createCapturingMailer();
    client = createAuthTestApp(
      testDatabase,
      { mailer },
      {
        storageLimitBytes: limit,
        ...(blobStoreOf ? { blobStore: blobStoreOf(testDatabase.database) } : {}),
      },
    );
  });

  afterEach(async () => {
    await testDatabase.close();
  });

  const logIn = async (email: string) => {
    await client.post('/api/login', { email, useAltLogin: false });
    const response = await client.post('/api/verify', { email, code: mailer.latestCode(email) });
    return verifyResponseSchema.parse(await response.json()).token;
  };
  const upload = (token: string, id: string, size: number, name = `${id}.txt`) =>
    client.app.request(`/api/cloud/blobs/${id}`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'text/plain',
        'content-disposition': `attachment; filename="${name}"`,
      },
      body: 'x'.repeat(size),
    });
  const uploadBytes = (
    token: string,
    id: string,
    body: Uint8Array | string,
    headers: Record<string, string>,
  ) =>
    client.app.request(`/api/cloud/blobs/${id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, ...headers },
      body,
    });
  const list = async (token: string, body: object) =>
    cloudStorageResponseSchema.parse(await (await client.post('/api/cloud/storage', body, { token })).json());
  const chat = (id: string, title: string, content: string): SyncRecord[] => [
    { kind: 'chat', id, updatedAt: 1, deleted: false, data: { id, chatTitle: title } },
    { kind: 'message', id: `${id}-m`, parentID: id, updatedAt: 1, deleted: false, data: { content } },
  ];

  it('stores a file, gives it back only to its owner, with its type and name', async () => {
    const token = await logIn('ada@example.com');
    expect((await upload(token, 'blob-1', 10)).status).toBe(201);
    const read = await client.get('/api/cloud/blobs/blob-1', { token });
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('text/plain');
    expect(read.headers.get('content-disposition')).toBe('attachment; filename="blob-1.txt"');
    expect(await read.text()).toBe('x'.repeat(10));

    const stranger = await logIn('bob@example.com');
    const refused = await client.get('/api/cloud/blobs/blob-1', { token: stranger });
    expect(refused.status).toBe(404);
    expect(errorResponseSchema.parse(await refused.json()).userMessage).toBe(storageMessages.blobNotFound);
    expect((await client.get('/api/cloud/blobs/..%2Fetc', { token })).status).toBe(404);
  });

  it('serves a download as an inert attachment, its own policy kept by the header middleware', async () => {
    const token = await logIn('ada@example.com');
    await uploadBytes(token, 'page', '<script>alert(1)</script>', {
      'content-type': 'text/html',
      'content-disposition': 'inline; filename="page.html"',
    });
    const read = await client.get('/api/cloud/blobs/page', { token });
    expect(read.headers.get('content-disposition')).toBe('attachment; filename="page.html"');
    expect(read.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(read.headers.get('x-content-type-options')).toBe('nosniff');
    expect(read.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps only a clean last part of the file name, bounded in length', async () => {
    const token = await logIn('ada@example.com');
    const nameOf = async (id: string, disposition: string) => {
      await uploadBytes(token, id, 'text', {
        'content-type': 'text/plain',
        'content-disposition': disposition,
      });
      return (await client.get(`/api/cloud/blobs/${id}`, { token })).headers.get('content-disposition');
    };
    expect(await nameOf('n1', 'attachment; filename="../../etc/passwd"')).toBe(
      'attachment; filename="passwd"',
    );
    expect(await nameOf('n2', 'attachment; filename="C:\\\\Users\\\\ada\\\\notes.txt"')).toBe(
      'attachment; filename="notes.txt"',
    );
    expect(
      await nameOf('n3', "attachment; filename*=UTF-8''invoice%E2%80%AEfdp.exe%0D%0AX-Evil%3A%201"),
    ).toBe('attachment; filename="invoicefdp.exe X-Evil: 1"');
    expect(await nameOf('n6', "attachment; filename*=UTF-8''r%C3%A9sum%C3%A9%20%22final%22.pdf")).toBe(
      'attachment; filename="r_sum_ _final_.pdf"; filename*=UTF-8\'\'r%C3%A9sum%C3%A9%20%22final%22.pdf',
    );
    expect(await nameOf('n4', 'attachment; filename="..."')).toBe('attachment; filename="n4"');
    const long = await nameOf('n5', `attachment; filename="${'a'.repeat(500)}.pdf"`);
    expect(long).toBe(`attachment; filename="${'a'.repeat(116)}.pdf"`);
    const listed = await list(token, {
      offset: 0,
      limit: 50,
      orderBy: 'name',
      orderDir: 'asc',
      type: 'blob',
    });
    expect(listed.items.find((item) => item.id === 'n1')?.contentDisposition).toBe(
      'attachment; filename="passwd"',
    );
  });

  it('stores the declared type only when the bytes confirm it', async () => {
    const token = await logIn('ada@example.com');
    const png = Uint8Array.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
    ]);
    const typeOf = async (id: string, body: Uint8Array | string, declared: string) => {
      expect((await uploadBytes(token, id, body, { 'content-type': declared })).status).toBe(201);
      return (await client.get(`/api/cloud/blobs/${id}`, { token })).headers.get('content-type');
    };
    expect(await typeOf('t1', png, 'image/png')).toBe('image/png');
    expect(await typeOf('t2', '<html><script>alert(1)</script>', 'image/png')).toBe(
      'application/octet-stream',
    );
    expect(await typeOf('t3', png, 'text/plain')).toBe('application/octet-stream');
    expect(await typeOf('t4', png, 'image/jpeg')).toBe('application/octet-stream');
    expect(await typeOf('t5', '# Notes\n', 'text/markdown; charset=utf-8')).toBe('text/markdown');
    expect(await typeOf('t6', '{"a":1}', 'application/json')).toBe('application/json');
    expect(await typeOf('t7', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml')).toBe(
      'image/svg+xml',
    );
    expect(await typeOf('t8', png, 'not a type')).toBe('application/octet-stream');
  });

  it('refuses uploads and syncs past the limit with 413, but lets a file shrink', async () => {
    const token = await logIn('ada@example.com');
    expect((await upload(token, 'a', 2500)).status).toBe(201);
    const over = await upload(token, 'b', 2000);
    expect(over.status).toBe(413);
    expect(errorResponseSchema.parse(await over.json()).userMessage).toBe(storageMessages.quotaExceeded);
    expect((await upload(token, 'a', 1000)).status).toBe(201);

    const push = await client.post(
      '/api/cloud/sync/push',
      { records: chat('c1', 'Big', 'y'.repeat(3500)) },
      { token },
    );
    expect(push.status).toBe(413);
    const pulled = syncPullResponseSchema.parse(
      await (await client.get('/api/cloud/sync/pull', { token })).json(),
    );
    expect(pulled.records).toEqual([]);
  });

  it('lists each type with sizes and names, sorted and paged as asked', async () => {
    const token = await logIn('ada@example.com');
    await upload(token, 'small', 10, 'small.txt');
    await upload(token, 'large', 30, 'large.txt');
    await client.post(
      '/api/cloud/sync/push',
      { records: [...chat('c1', 'Alpha', 'a'.repeat(100)), ...chat('c2', 'Beta', 'b')] },
      { token },
    );

    const blobs = await list(token, { offset: 0, limit: 50, orderBy: 'size', orderDir: 'asc', type: 'blob' });
    expect(blobs.items.map((item) => item.id)).toEqual(['small', 'large']);
    expect(blobs.items[0]).toMatchObject({
      url: '/api/cloud/blobs/small',
      contentType: 'text/plain',
      size: 10,
    });
    expect(blobs.count).toBe(2);

    const chats = await list(token, { offset: 0, limit: 1, orderBy: 'name', orderDir: 'desc', type: 'chat' });
    expect(chats.count).toBe(2);
    expect(chats.items).toHaveLength(1);
    expect(chats.items[0]).toMatchObject({ id: 'c2', chatTitle: 'Beta' });
    const bySize = await list(token, {
      offset: 0,
      limit: 50,
      orderBy: 'size',
      orderDir: 'desc',
      type: 'chat',
    });
    expect(bySize.items[0]?.id).toBe('c1');
    expect(bySize.items[0]?.size).toBeGreaterThan(100);
    expect(bySize.totalSize).toBeGreaterThan(140);
    expect(
      (await client.post('/api/cloud/storage', { offset: 0, limit: 50, type: 'nope' }, { token })).status,
    ).toBe(400);
  });

  it('frees an attachment everywhere: deleted by sync its bytes go, deleted here its record goes', async () => {
    const token = await logIn('ada@example.com');
    const attachment = (id: string, deleted: boolean): SyncRecord => ({
      kind: 'blob',
      id,
      updatedAt: deleted ? 2 : 1,
      deleted,
      ...(deleted ? {} : { data: { id, mimeType: 'text/plain', size: 10 } }),
    });
    await upload(token, 'f-sync', 10);
    await upload(token, 'f-manager', 10);
    await client.post(
      '/api/cloud/sync/push',
      { records: [attachment('f-sync', false), attachment('f-manager', false)] },
      { token },
    );

    await client.post('/api/cloud/sync/push', { records: [attachment('f-sync', true)] }, { token });
    expect((await client.get('/api/cloud/blobs/f-sync', { token })).status).toBe(404);
    expect((await list(token, { offset: 0, limit: 50, type: 'blob' })).items.map((item) => item.id)).toEqual([
      'f-manager',
    ]);
    // A stale device uploads the bytes again before its push is answered 'deleted': they go too.
    await upload(token, 'f-sync', 10);
    await client.post(
      '/api/cloud/sync/push',
      { records: [{ ...attachment('f-sync', false), updatedAt: 5 }] },
      { token },
    );
    expect((await client.get('/api/cloud/blobs/f-sync', { token })).status).toBe(404);

    const before = syncPullResponseSchema.parse(
      await (await client.get('/api/cloud/sync/pull?cursor=0', { token })).json(),
    );
    await client.post('/api/cloud/storage/delete', { ids: ['f-manager'], type: 'blob' }, { token });
    const pulled = syncPullResponseSchema.parse(
      await (await client.get(`/api/cloud/sync/pull?cursor=${String(before.cursor)}`, { token })).json(),
    );
    expect(pulled.records.map((record) => [record.kind, record.id, record.deleted])).toEqual([
      ['blob', 'f-manager', true],
    ]);
    expect((await list(token, { offset: 0, limit: 50, type: 'blob' })).count).toBe(0);
  });

  it('deletes chosen items and everything, the records as deletions that reach every device', async () => {
    const token = await logIn('ada@example.com');
    await upload(token, 'f1', 10);
    await client.post(
      '/api/cloud/sync/push',
      { records: [...chat('c1', 'Alpha', 'a'), ...chat('c2', 'Beta', 'b')] },
      { token },
    );

    expect(
      (await client.post('/api/cloud/storage/delete', { ids: ['c1'], type: 'chat' }, { token })).status,
    ).toBe(200);
    const pulled = syncPullResponseSchema.parse(
      await (await client.get('/api/cloud/sync/pull?cursor=4', { token })).json(),
    );
    expect(pulled.records.map((record) => [record.id, record.deleted])).toEqual([
      ['c1', true],
      ['c1-m', true],
    ]);

    expect((await client.post('/api/cloud/storage/delete', { isDeleteAll: true }, { token })).status).toBe(
      200,
    );
    expect((await list(token, { offset: 0, limit: 50, type: 'chat' })).count).toBe(0);
    expect((await list(token, { offset: 0, limit: 50, type: 'blob' })).count).toBe(0);
    const stats = syncStatsSchema.parse(await (await client.get('/api/cloud/sync/stats', { token })).json());
    expect(stats).toMatchObject({
      totalUsageBytes: 0,
      limitUsageBytes: limit,
      isPaid: false,
      apis: { blobv2: true },
    });
    expect(stats.lastSyncAt).not.toBeNull();
  });
}
