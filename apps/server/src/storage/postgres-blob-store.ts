import { sql, type Kysely } from 'kysely';
import type { BlobSource, BlobStore } from './blob-store.ts';

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

/** The source's bytes in pieces of at most `chunkBytes`, as views, not copies. */
async function* piecesOf(source: BlobSource, chunkBytes: number): AsyncGenerator<Buffer> {
  // `for await` takes plain iterables too; the cast only picks the union member it types against.
  for await (const bytes of source as AsyncIterable<Uint8Array>) {
    for (let offset = 0; offset < bytes.byteLength; offset += chunkBytes) {
      const length = Math.min(chunkBytes, bytes.byteLength - offset);
      yield Buffer.from(bytes.buffer, bytes.byteOffset + offset, length);
    }
  }
}

/** Removes the key's row and its large object, if there is one. */
async function removeKey(executor: Executor, key: string): Promise<void> {
  const { rows } = await sql<{ object_id: number }>`
    delete from shared_blobs where storage_key = ${key} returning object_id`.execute(executor);
  for (const row of rows) await sql`select lo_unlink(${row.object_id}::oid)`.execute(executor);
}

/**
 * The blob store of several instances over one PostgreSQL (BLOB_STORE=postgres): each key is one
 * large object, written in pieces inside a transaction and read in pieces as the answer is sent.
 * Large objects are transactional, so an upload that fails half-way rolls back with nothing left
 * behind. See docs/deploy.md for why this and not an S3-compatible store.
 */
export function createPostgresBlobStore<Tables>(
  database: Kysely<Tables>,
  { chunkBytes = defaultChunkBytes, now = () => new Date() }: PostgresBlobStoreOptions = {},
): BlobStore {
  return {
    async put(key, source) {
      await database.transaction().execute(async (transaction) => {
        // Two uploads under one key queue here; without it both could find no row and one large
        // object would be orphaned by the other's insert.
        await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(transaction);
        await removeKey(transaction, key);
        const { rows } = await sql<{ object_id: number }>`
          select lo_create(0) as object_id`.execute(transaction);
        const objectID = rows[0]?.object_id;
        if (objectID === undefined) throw new Error('lo_create answered no object.');
        let size = 0;
        for await (const piece of piecesOf(source, chunkBytes)) {
          await sql`select lo_put(${objectID}::oid, ${size}::bigint, ${piece})`.execute(transaction);
          size += piece.byteLength;
        }
        await sql`
          insert into shared_blobs (storage_key, object_id, size, created_at)
          values (${key}, ${objectID}::oid, ${size}, ${now().toISOString()})`.execute(transaction);
      });
    },

    async open(key) {
      const { rows } = await sql<{ object_id: number; size: number }>`
        select object_id, size from shared_blobs where storage_key = ${key}`.execute(database);
      const row = rows[0];
      if (row === undefined) return undefined;
      const { object_id: objectID, size } = row;
      let offset = 0;
      // One short statement per piece, pulled as the client takes them: a slow download holds no
      // pooled connection between pieces. Each piece is read only while the key still names the same
      // object, so a file replaced or deleted meanwhile ends the stream with an error, never mixed.
      const stream = new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (offset >= size) {
            controller.close();
            return;
          }
          const length = Math.min(chunkBytes, size - offset);
          const read = await sql<{ piece: Buffer }>`
            select lo_get(object_id, ${offset}::bigint, ${length}::int) as piece from shared_blobs
            where storage_key = ${key} and object_id = ${objectID}::oid`.execute(database);
          const piece = read.rows[0]?.piece;
          if (piece?.byteLength !== length) {
            controller.error(new Error(`Blob ${key} was replaced or deleted while it was read.`));
            return;
          }
          offset += length;
          controller.enqueue(new Uint8Array(piece.buffer, piece.byteOffset, piece.byteLength));
        },
      });
      return { size, stream };
    },

    async delete(key) {
      await database.transaction().execute(async (transaction) => {
        await removeKey(transaction, key);
      });
    },
  };
}
