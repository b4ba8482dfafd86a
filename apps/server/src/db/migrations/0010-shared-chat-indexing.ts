import type { Kysely, Migration } from 'kysely';

// Portable schema-builder calls only (SQLite and PostgreSQL). Frozen once released.
export const sharedChatIndexingMigration: Migration = {
  async up(database: Kysely<unknown>) {
    // 1 when the owner let search engines list the page (issue #18: noindex unless the owner opts in).
    await database.schema
      .alterTable('shared_chats')
      .addColumn('indexable', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
  },

  async down(database: Kysely<unknown>) {
    await database.schema.alterTable('shared_chats').dropColumn('indexable').execute();
  },
};
