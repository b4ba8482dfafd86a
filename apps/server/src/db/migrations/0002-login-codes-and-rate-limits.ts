import type { Kysely, Migration } from 'kysely';

// Portable schema-builder calls only (SQLite and PostgreSQL). Frozen once released.
export const loginCodesAndRateLimitsMigration: Migration = {
  async up(database: Kysely<unknown>) {
    // One row per e-mailed code. Only a hash of the code is kept; `attempts` counts verify tries
    // (the fifth wrong one ends the code) and `ended_at` marks a code used or replaced by a newer one.
    await database.schema
      .createTable('login_codes')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('code_hash', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('ended_at', 'text')
      .execute();
    await database.schema.createIndex('login_codes_email_index').on('login_codes').column('email').execute();

    // Fixed-window counters shared by every server instance: one row per (limit, subject, window).
    await database.schema
      .createTable('rate_limit_hits')
      .addColumn('bucket', 'text', (column) => column.notNull())
      .addColumn('subject', 'text', (column) => column.notNull())
      .addColumn('window_start', 'text', (column) => column.notNull())
      .addColumn('hits', 'integer', (column) => column.notNull())
      .addPrimaryKeyConstraint('rate_limit_hits_primary_key', ['bucket', 'subject', 'window_start'])
      .execute();
  },

  async down(database: Kysely<unknown>) {
    await database.schema.dropTable('rate_limit_hits').execute();
    await database.schema.dropTable('login_codes').execute();
  },
};
