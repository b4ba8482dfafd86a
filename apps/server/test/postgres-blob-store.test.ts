import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ConfabDatabase } from '../src/db/tables.ts';
import type { BlobStore } from '../src/storage/blob-store.ts';
import { createPostgresBlobStore } from '../src/storage/postgres-blob-store.ts';
import { openPostgresTestDatabase } from './helpers/postgres-test-database.ts';
import { unlinkSharedBlobs } from './helpers/shared-blobs.ts';
import type { TestDatabase } from './helpers/sqlite-test-database.ts';

const url = process.env.TEST_DATABASE_URL;

/** Large objects live outside schemas, so they are counted database-wide. */
async function largeObjectCount(database: ConfabDatabase): Promise<number> {
  const { rows } = await sql<{ count: number | string }>`
    select count(*) as count from pg_largeobject_metadata`.execute(database);
  return Number(rows[0]?.count);
}

async function objectOf(database: ConfabDatabase, key: string): Promise<string | undefined> {
  const { rows } = await sql<{ object_id: number | string }>`
    select object_id from shared_blobs where storage_key = ${key}`.execute(database);
  return rows[0] === undefined ? undefined : String(rows[0].object_id);
}

async function objectExists(database: ConfabDatabase, objectID: string): Promise<boolean> {
  const { rows } = await sql`select 1 from pg_largeobject_metadata where oid = ${objectID}::oid`.execute(
    database,
  );
  return rows.length === 1;
}

/** Everything the store's stream yields for `key`, or undefined when nothing is stored. */
async function readBack(store: BlobStore, key: string): Promise<Buffer | undefined> {
  const opened = await store.open(key);
  if (opened === undefined) return undefined;
  const pieces: Uint8Array[] = [];
  for await (const piece of opened.stream) pieces.push(piece);
  const bytes = Buffer.concat(pieces);
  expect(bytes.byteLength).toBe(opened.size);
  return bytes;
}

function registerPostgresBlobStore(databaseUrl: string): void {
  let testDatabase: TestDatabase;
  let database: ConfabDatabase;
  // Small pieces, so a few kilobytes already cross several of them and an uneven last one.
  let store: BlobStore;

  beforeEach(async () => {
    testDatabase = await openPostgresTestDatabase(databaseUrl);
    database = testDatabase.database;
    store = createPostgresBlobStore(database, { chunkBytes: 1000 });
  });

  afterEach(async () => {
    await unlinkSharedBlobs(database);
    await testDatabase.close();
  });

  it('gives back exactly the bytes it was given, across many pieces', async () => {
    const parts = [randomBytes(700), randomBytes(2_500), randomBytes(1_121)];
    const bytes = Buffer.concat(parts);
    // Arriving in parts of other sizes than the store's pieces, as a file read in parts does.
    await store.put('a1', parts);
    expect(await readBack(store, 'a1')).toEqual(bytes);
    expect(await readBack(store, 'missing')).toBeUndefined();
  });

  it('reads piece by piece as the stream is pulled, and fails rather than mix in a replacement', async () => {
    const original = randomBytes(3_500);
    await store.put('a1', [original]);
    const opened = await store.open('a1');
    const reader = opened?.stream.getReader();
    const first = await reader?.read();
    expect(Buffer.from(first?.value ?? []).equals(original.subarray(0, 1000))).toBe(true);

    await store.put('a1', [randomBytes(3_500)]);
    // The stream may hold one piece read ahead; past it, the replaced object is never read.
    await expect(
      (async () => {
        for (;;) if ((await reader?.read())?.done !== false) return;
      })(),
    ).rejects.toThrow('Blob a1 was replaced or deleted while it was read.');
  });

  it('replaces the bytes of a key and unlinks the large object they were in', async () => {
    await store.put('a1', [randomBytes(2_500)]);
    const first = await objectOf(database, 'a1');
    const replacement = randomBytes(700);
    await store.put('a1', [replacement]);
    expect(await readBack(store, 'a1')).toEqual(replacement);
    expect(await objectExists(database, first ?? '0')).toBe(false);
  });

  it('deletes the row and its large object; deleting a missing key is no error', async () => {
    await store.put('a1', [randomBytes(1_500)]);
    const objectID = await objectOf(database, 'a1');
    await store.delete('a1');
    await store.delete('a1');
    expect(await readBack(store, 'a1')).toBeUndefined();
    expect(await objectExists(database, objectID ?? '0')).toBe(false);
  });

  it('leaves nothing behind when an upload fails half-way, and keeps the bytes it was replacing', async () => {
    const kept = randomBytes(1_200);
    await store.put('a1', [kept]);
    const before = await largeObjectCount(database);
    const cut = (function* () {
      yield randomBytes(2_500);
      throw new Error('connection reset');
    })();
    await expect(store.put('a1', cut)).rejects.toThrow('connection reset');
    expect(await readBack(store, 'a1')).toEqual(kept);
    expect(await largeObjectCount(database)).toBe(before);
  });

  it('keeps one large object per key when two uploads of the same key race', async () => {
    const uploads = [randomBytes(2_000), randomBytes(3_000)];
    const before = await largeObjectCount(database);
    await Promise.all(uploads.map((bytes) => store.put('a1', [bytes])));
    const stored = (await readBack(store, 'a1')) ?? Buffer.alloc(0);
    expect(uploads.some((bytes) => bytes.equals(stored))).toBe(true);
    expect(await largeObjectCount(database)).toBe(before + 1);
  });
}

if (url === undefined || url === '') {
  const reason = 'PostgreSQL blob store suite (skipped: TEST_DATABASE_URL is not set)';
  console.warn(reason);
  describe.skip(reason, () => {
    registerPostgresBlobStore('');
  });
} else {
  describe('the PostgreSQL large-object blob store', () => {
    registerPostgresBlobStore(url);
  });
}
