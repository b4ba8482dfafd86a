import { sql, type Kysely, type Migration } from 'kysely';

// Portable schema-builder calls only (SQLite and PostgreSQL). Frozen once released.
export const sharedBlobsMigration: Migration = {
  async up(database: Kysely<unknown>) {
    // BLOB_STORE=postgres: the bytes of a blob-store key are one PostgreSQL large object, `object_id`
    // its OID (large objects live outside every schema, so this table is the only link to them).
    // The table is created on SQLite too, where it stays empty: one migration history for both
    // dialects is simpler than a migration that runs on only one of them. The column's type is
    // PostgreSQL's `oid` (SQLite takes any type name) so that vacuumlo sees these references and
    // never removes a large object still in use.
    await database.schema
      .createTable('shared_blobs')
      .addColumn('storage_key', 'text', (column) => column.primaryKey())
      .addColumn('object_id', sql`oid`, (column) => column.notNull())
      .addColumn('size', 'bigint', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
  },

  async down(database: Kysely<unknown>) {
    await database.schema.dropTable('shared_blobs').execute();
  },
};
