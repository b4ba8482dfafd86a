import { sql, type Kysely } from 'kysely';
import type { BlobStore } from './blob-store.ts';

/**
 * Bytes per statement. A bytea parameter travels as hex text, so one statement with a whole 100 MB
 * upload would build a 200 MB string on both ends; 256 KiB pieces keep each message small.
 */
export const defaultChunkBytes = 256 * 1024;

export interface PostgresBlobStoreOptions {
  chunkBytes?: number;
  now?: () => Date;
}

// The store only needs the connection: its table (migration 0016) is reached through raw SQL, so
// any Kysely over the same PostgreSQL (and its search_path) will do.
type Executor = Pick<Kysely<unknown>, 'getExecutor'>;

/** Pieces of `bytes` as views, not copies. */
function* piecesOf(bytes: Uint8Array, chunkBytes: number): Generator<{ offset: number; piece: Buffer }> {
  for (let offset = 0; offset < bytes.byteLength; offset += chunkBytes) {
    const length = Math.min(chunkBytes, bytes.byteLength - offset);
    yield { offset, piece: Buffer.from(bytes.buffer, bytes.byteOffset + offset, length) };
  }
}

/** Removes the key's row and its large object; answers whether there was one. */
async function removeKey(executor: Executor, key: string): Promise<boolean> {
  const { rows } = await sql<{ object_id: number }>`
    delete from shared_blobs where storage_key = ${key} returning object_id`.execute(executor);
  for (const row of rows) await sql`select lo_unlink(${row.object_id}::oid)`.execute(executor);
  return rows.length > 0;
}

/**
 * The blob store of several instances over one PostgreSQL (BLOB_STORE=postgres): each key is one
 * large object, written and read in pieces inside a transaction. Large objects are transactional, so
 * an upload that fails half-way rolls back with nothing left behind, and a reader never sees half a
 * file. See docs/deploy.md for why this and not an S3-compatible store.
 */
export function createPostgresBlobStore<Tables>(
  database: Kysely<Tables>,
  { chunkBytes = defaultChunkBytes, now = () => new Date() }: PostgresBlobStoreOptions = {},
): BlobStore {
  return {
    async put(key, bytes) {
      await database.transaction().execute(async (transaction) => {
        // Two uploads under one key queue here; without it both could find no row and one large
        // object would be orphaned by the other's insert.
        await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(transaction);
        await removeKey(transaction, key);
        const { rows } = await sql<{ object_id: number }>`
          select lo_create(0) as object_id`.execute(transaction);
        const objectID = rows[0]?.object_id;
        if (objectID === undefined) throw new Error('lo_create answered no object.');
        for (const { offset, piece } of piecesOf(bytes, chunkBytes)) {
          await sql`select lo_put(${objectID}::oid, ${offset}::bigint, ${piece})`.execute(transaction);
        }
        await sql`
          insert into shared_blobs (storage_key, object_id, size, created_at)
          values (${key}, ${objectID}::oid, ${bytes.byteLength}, ${now().toISOString()})`.execute(
          transaction,
        );
      });
    },

    async get(key) {
      // One snapshot for every piece: a replacement committed half-way through is not mixed in.
      return database
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute(async (transaction) => {
          const { rows } = await sql<{ object_id: number; size: number | string }>`
            select object_id, size from shared_blobs where storage_key = ${key}`.execute(transaction);
          const row = rows[0];
          if (row === undefined) return undefined;
          const size = Number(row.size);
          // Filled piece by piece: the file is held once, never as the sum of its pieces plus a copy.
          const bytes = new Uint8Array(size);
          for (let offset = 0; offset < size; offset += chunkBytes) {
            const length = Math.min(chunkBytes, size - offset);
            const read = await sql<{ piece: Buffer }>`
              select lo_get(${row.object_id}::oid, ${offset}::bigint, ${length}::int) as piece`.execute(
              transaction,
            );
            const piece = read.rows[0]?.piece;
            if (piece?.byteLength !== length)
              throw new Error(`Blob ${key} is shorter than its recorded size.`);
            bytes.set(piece, offset);
          }
          return bytes;
        });
    },

    async delete(key) {
      await database.transaction().execute(async (transaction) => {
        await removeKey(transaction, key);
      });
    },
  };
}
