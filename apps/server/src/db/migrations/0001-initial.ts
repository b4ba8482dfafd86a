import type { Kysely, Migration } from 'kysely';

// Portable schema-builder calls only: this file runs unchanged on SQLite and PostgreSQL. Migrations
// are frozen once released; change the schema with a new numbered file.
export const initialMigration: Migration = {
  async up(database: Kysely<unknown>) {
    await database.schema
      .createTable('server_meta')
      .addColumn('key', 'text', (column) => column.primaryKey())
      .addColumn('value', 'text', (column) => column.notNull())
      .execute();

    await database.schema
      .createTable('users')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('email', 'text', (column) => column.notNull().unique())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();

    await database.schema
      .createTable('sessions')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (column) => column.notNull().unique())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('revoked_at', 'text')
      .execute();

    await database.schema.createIndex('sessions_user_id_index').on('sessions').column('user_id').execute();
  },

  async down(database: Kysely<unknown>) {
    await database.schema.dropTable('sessions').execute();
    await database.schema.dropTable('users').execute();
    await database.schema.dropTable('server_meta').execute();
  },
};
