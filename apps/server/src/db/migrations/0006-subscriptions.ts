import type { Kysely, Migration } from 'kysely';

// Portable schema-builder calls only (SQLite and PostgreSQL). Frozen once released.
export const subscriptionsMigration: Migration = {
  async up(database: Kysely<unknown>) {
    // Paid storage as the payment providers last told it through their signed webhooks.
    await database.schema
      .createTable('subscriptions')
      .addColumn('provider', 'text', (column) => column.notNull())
      .addColumn('id', 'text', (column) => column.notNull())
      .addColumn('user_id', 'text', (column) => column.notNull())
      .addColumn('plan', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('customer_id', 'text')
      .addColumn('ends_at', 'text')
      .addColumn('data', 'text', (column) => column.notNull())
      .addColumn('provider_updated_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('subscriptions_primary_key', ['provider', 'id'])
      .execute();
    await database.schema
      .createIndex('subscriptions_user_index')
      .on('subscriptions')
      .column('user_id')
      .execute();
  },

  async down(database: Kysely<unknown>) {
    await database.schema.dropTable('subscriptions').execute();
  },
};
