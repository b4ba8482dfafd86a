import type { Kysely, Migration } from 'kysely';

// Portable schema-builder calls only (SQLite and PostgreSQL). Frozen once released.
export const licencesMigration: Migration = {
  async up(database: Kysely<unknown>) {
    // A key is found by the SHA-256 of its normalised text; the key itself is kept only sealed
    // (AES-GCM under a secret derived from LICENCE_SIGNING_KEY) for recovery mails and order info,
    // so the database alone hands out no usable key. `checkout_session_id` is unique: a provider's
    // redelivered webhook finds the licence it already made.
    await database.schema
      .createTable('licences')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('key_hash', 'text', (column) => column.notNull().unique())
      .addColumn('key_last4', 'text', (column) => column.notNull())
      .addColumn('key_sealed', 'text', (column) => column.notNull())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('plan', 'text', (column) => column.notNull())
      .addColumn('device_limit', 'integer', (column) => column.notNull())
      .addColumn('checkout_session_id', 'text', (column) => column.unique())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('revoked_at', 'text')
      .execute();
    await database.schema.createIndex('licences_email').on('licences').column('email').execute();
    // One row per device that activated a licence; unlinking keeps the row (unlinked_at) so the
    // device is told it was unlinked rather than that its key is unknown.
    await database.schema
      .createTable('licence_activations')
      .addColumn('instance_id', 'text', (column) => column.primaryKey())
      .addColumn('licence_id', 'text', (column) => column.notNull().references('licences.id'))
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('last_verified_at', 'text', (column) => column.notNull())
      .addColumn('unlinked_at', 'text')
      .execute();
    await database.schema
      .createIndex('licence_activations_licence')
      .on('licence_activations')
      .column('licence_id')
      .execute();
  },

  async down(database: Kysely<unknown>) {
    await database.schema.dropTable('licence_activations').execute();
    await database.schema.dropTable('licences').execute();
  },
};
