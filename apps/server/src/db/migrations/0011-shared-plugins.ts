import type { Kysely, Migration } from 'kysely';

// Portable schema-builder calls only (SQLite and PostgreSQL). Frozen once released.
export const sharedPluginsMigration: Migration = {
  async up(database: Kysely<unknown>) {
    // A published copy of a plugin's definition (no secrets): readable by anyone with its random id,
    // owned by who shared it, deletable by the owner's session or with the delete link's secret.
    await database.schema
      .createTable('shared_plugins')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', (column) => column.notNull())
      .addColumn('title', 'text', (column) => column.notNull())
      .addColumn('data', 'text', (column) => column.notNull())
      .addColumn('size', 'integer', (column) => column.notNull())
      .addColumn('delete_secret_hash', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await database.schema
      .createIndex('shared_plugins_user_index')
      .on('shared_plugins')
      .column('user_id')
      .execute();
  },

  async down(database: Kysely<unknown>) {
    await database.schema.dropTable('shared_plugins').execute();
  },
};
