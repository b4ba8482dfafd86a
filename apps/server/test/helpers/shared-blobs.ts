import { sql, type Kysely } from 'kysely';

/**
 * Large objects live outside every schema: dropping a test schema would orphan them, so a test that
 * stored blobs in PostgreSQL unlinks them before the drop.
 */
export async function unlinkSharedBlobs(database: Kysely<unknown>): Promise<void> {
  await sql`select lo_unlink(object_id::oid) from shared_blobs`.execute(database);
  await sql`delete from shared_blobs`.execute(database);
}
