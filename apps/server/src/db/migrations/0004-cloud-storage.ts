import type { Kysely, Migration } from 'kysely';

// Portable schema-builder calls only (SQLite and PostgreSQL). Frozen once released.
export const cloudStorageMigration: Migration = {
  async up(database: Kysely<unknown>) {
    // Uploaded files (attachments, avatars): metadata here, bytes in the blob store under storage_key.
    await database.schema
      .createTable('cloud_blobs')
      .addColumn('user_id', 'text', (column) => column.notNull())
      .addColumn('id', 'text', (column) => column.notNull())
      .addColumn('content_type', 'text', (column) => column.notNull())
      .addColumn('content_disposition', 'text', (column) => column.notNull())
      .addColumn('size', 'bigint', (column) => column.notNull())
      .addColumn('storage_key', 'text', (column) => column.notNull())
      .addColumn('synced_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('cloud_blobs_primary_key', ['user_id', 'id'])
      .execute();

    // An account's storage plan; without a row the host's default limit applies.
    await database.schema
      .createTable('storage_plans')
      .addColumn('user_id', 'text', (column) => column.primaryKey())
      .addColumn('limit_usage_bytes', 'bigint', (column) => column.notNull())
      .addColumn('is_paid', 'integer', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
  },

  async down(database: Kysely<unknown>) {
    await database.schema.dropTable('storage_plans').execute();
    await database.schema.dropTable('cloud_blobs').execute();
  },
};
