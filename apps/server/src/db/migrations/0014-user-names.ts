import type { Kysely, Migration } from 'kysely';

// Portable schema-builder calls only (SQLite and PostgreSQL). Frozen once released.
export const userNamesMigration: Migration = {
  async up(database: Kysely<unknown>) {
    // Account information of hosted members (PUT /api/hosted-users/users/self), and when the
    // "Activate to continue" popup last opened for the account (POST /api/hosted/org-activate-prompted).
    // One column per statement: SQLite's ALTER TABLE adds only one at a time.
    await database.schema.alterTable('users').addColumn('first_name', 'text').execute();
    await database.schema.alterTable('users').addColumn('last_name', 'text').execute();
    await database.schema.alterTable('users').addColumn('profile_picture_url', 'text').execute();
    await database.schema.alterTable('users').addColumn('org_activate_prompted_at', 'text').execute();
  },

  async down(database: Kysely<unknown>) {
    for (const column of ['org_activate_prompted_at', 'profile_picture_url', 'last_name', 'first_name']) {
      await database.schema.alterTable('users').dropColumn(column).execute();
    }
  },
};
