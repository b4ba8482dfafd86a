import { sql, type Kysely, type Migration } from 'kysely';

// Portable SQL only (SQLite and PostgreSQL). Frozen once released. Nothing here deletes a row.
export const perAccountSyncRecordsMigration: Migration = {
  async up(database: Kysely<unknown>) {
    // Records were always stored per (account, kind, id); this index served only the check that
    // refused an id another account held, which let anyone who learnt an id stall that push.
    await database.schema.dropIndex('sync_records_kind_id_index').execute();
    // Agent version histories (settings CHARACTER_VERSIONS_{agentID}) belong to the Agents category
    // now, not Preferences: the stored rows follow, so digests and pulls by category agree.
    await sql`update sync_records set category = 'characters'
      where kind = 'setting' and id like ${'CHARACTER\\_VERSIONS\\_%'} escape ${'\\'}`.execute(database);
  },

  async down(database: Kysely<unknown>) {
    await sql`update sync_records set category = 'preferences'
      where kind = 'setting' and id like ${'CHARACTER\\_VERSIONS\\_%'} escape ${'\\'}`.execute(database);
    await database.schema
      .createIndex('sync_records_kind_id_index')
      .on('sync_records')
      .columns(['kind', 'id'])
      .execute();
  },
};
