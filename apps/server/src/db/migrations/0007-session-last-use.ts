import { sql, type Kysely, type Migration } from 'kysely';

// Portable schema-builder calls only (SQLite and PostgreSQL). Frozen once released.
export const sessionLastUseMigration: Migration = {
  async up(database: Kysely<unknown>) {
    // When the session was last used, refreshed at most hourly: a session unused for 30 days ends.
    await database.schema
      .alterTable('sessions')
      .addColumn('last_used_at', 'text', (column) => column.notNull().defaultTo(''))
      .execute();
    // Sessions older than this column count from the upgrade, so nobody is signed out by it.
    await sql`update sessions set last_used_at = ${new Date().toISOString()}`.execute(database);
  },

  async down(database: Kysely<unknown>) {
    await database.schema.alterTable('sessions').dropColumn('last_used_at').execute();
  },
};
