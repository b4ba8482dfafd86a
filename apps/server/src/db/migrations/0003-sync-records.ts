import type { Kysely, Migration } from 'kysely';

// Portable schema-builder calls only (SQLite and PostgreSQL). Frozen once released.
export const syncRecordsMigration: Migration = {
  async up(database: Kysely<unknown>) {
    // The latest version of every synced record of every account; a deletion keeps its row
    // (deleted = 1, data null) so a stale device can never bring the record back.
    await database.schema
      .createTable('sync_records')
      .addColumn('user_id', 'text', (column) => column.notNull())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('id', 'text', (column) => column.notNull())
      .addColumn('category', 'text', (column) => column.notNull())
      .addColumn('parent_id', 'text')
      .addColumn('updated_at', 'bigint', (column) => column.notNull())
      .addColumn('deleted', 'integer', (column) => column.notNull())
      .addColumn('data', 'text')
      .addColumn('size', 'integer', (column) => column.notNull())
      .addColumn('seq', 'bigint', (column) => column.notNull())
      .addColumn('synced_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('sync_records_primary_key', ['user_id', 'kind', 'id'])
      .execute();
    await database.schema
      .createIndex('sync_records_user_seq_index')
      .on('sync_records')
      .columns(['user_id', 'seq'])
      .execute();
    // Served the foreign-id check that 0008 removed (ids are unique per account only).
    await database.schema
      .createIndex('sync_records_kind_id_index')
      .on('sync_records')
      .columns(['kind', 'id'])
      .execute();
    await database.schema
      .createIndex('sync_records_parent_index')
      .on('sync_records')
      .columns(['user_id', 'parent_id'])
      .execute();

    // One row per account: the last sequence number handed out. Writers lock this row first, so
    // one account's writes commit in sequence order on every server instance.
    await database.schema
      .createTable('sync_cursors')
      .addColumn('user_id', 'text', (column) => column.primaryKey())
      .addColumn('last_seq', 'bigint', (column) => column.notNull())
      .addColumn('last_write_at', 'text', (column) => column.notNull())
      .execute();
  },

  async down(database: Kysely<unknown>) {
    await database.schema.dropTable('sync_cursors').execute();
    await database.schema.dropTable('sync_records').execute();
  },
};
