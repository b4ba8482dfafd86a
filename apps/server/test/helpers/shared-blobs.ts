import { sql } from 'kysely';
import type { ConfabDatabase } from '../../src/db/tables.ts';

/**
 * Large objects live outside every schema: dropping a test schema would orphan them, so a test that
 * stored blobs in PostgreSQL unlinks them before the drop.
 */
export async function unlinkSharedBlobs(database: ConfabDatabase): Promise<void> {
  await sql`select lo_unlink(object_id) from shared_blobs`.execute(database);
  await sql`delete from shared_blobs`.execute(database);
}
