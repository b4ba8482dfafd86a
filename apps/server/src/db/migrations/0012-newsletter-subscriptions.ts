import type { Kysely, Migration } from 'kysely';

// Portable schema-builder calls only (SQLite and PostgreSQL). Frozen once released.
export const newsletterSubscriptionsMigration: Migration = {
  async up(database: Kysely<unknown>) {
    // One row per address (normalised), whatever the number of sign-ups: the unique e-mail makes a
    // second subscription an update. `unsubscribe_token` is the random secret of the address's
    // unsubscribe link; `unsubscribed_at` is set by that link and cleared by a new subscription.
    await database.schema
      .createTable('newsletter_subscriptions')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('email', 'text', (column) => column.notNull().unique())
      .addColumn('user_id', 'text')
      .addColumn('unsubscribe_token', 'text', (column) => column.notNull().unique())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addColumn('unsubscribed_at', 'text')
      .execute();
  },

  async down(database: Kysely<unknown>) {
    await database.schema.dropTable('newsletter_subscriptions').execute();
  },
};
