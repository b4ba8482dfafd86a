import type { Kysely, Migration } from 'kysely';

// Portable schema-builder calls only (SQLite and PostgreSQL). Frozen once released.
export const sharedAgentsMigration: Migration = {
  async up(database: Kysely<unknown>) {
    // A published copy of an agent: readable by anyone with its random id, owned by who shared it.
    await database.schema
      .createTable('shared_agents')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'text', (column) => column.notNull())
      .addColumn('data', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await database.schema
      .createIndex('shared_agents_user_index')
      .on('shared_agents')
      .column('user_id')
      .execute();
  },

  async down(database: Kysely<unknown>) {
    await database.schema.dropTable('shared_agents').execute();
  },
};
