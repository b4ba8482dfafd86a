import type { Kysely, Migration } from 'kysely';

// Portable schema-builder calls only (SQLite and PostgreSQL). Frozen once released.
export const adminMigration: Migration = {
  async up(database: Kysely<unknown>) {
    // The admin console's host-config overrides: one row (`id` = 'current') holding a JSON object
    // merged over the file/environment host config.
    await database.schema
      .createTable('host_config_overrides')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('data', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    // Every admin change: who (e-mail at the time), what, when, and a summary without secrets.
    await database.schema
      .createTable('admin_audit_log')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('actor_email', 'text', (column) => column.notNull())
      .addColumn('action', 'text', (column) => column.notNull())
      .addColumn('summary', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await database.schema
      .createIndex('admin_audit_log_created_index')
      .on('admin_audit_log')
      .column('created_at')
      .execute();
    // Members by (normalised) e-mail, so an invitation exists before the account does.
    await database.schema
      .createTable('org_members')
      .addColumn('email', 'text', (column) => column.primaryKey())
      .addColumn('invited_by', 'text', (column) => column.notNull())
      .addColumn('invited_at', 'text', (column) => column.notNull())
      .execute();
    await database.schema
      .createTable('org_groups')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('name', 'text', (column) => column.notNull().unique())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await database.schema
      .createTable('org_group_members')
      .addColumn('group_id', 'text', (column) => column.notNull())
      .addColumn('email', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('org_group_members_primary', ['group_id', 'email'])
      .execute();
    await database.schema
      .createIndex('org_group_members_email_index')
      .on('org_group_members')
      .column('email')
      .execute();
    // The organisation's models; `api_key` never leaves the server.
    await database.schema
      .createTable('system_models')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('title', 'text', (column) => column.notNull())
      .addColumn('style', 'text', (column) => column.notNull())
      .addColumn('endpoint', 'text', (column) => column.notNull())
      .addColumn('model', 'text', (column) => column.notNull())
      .addColumn('api_key', 'text', (column) => column.notNull())
      .addColumn('supports_images', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    // Usage per member, model and UTC day (YYYY-MM-DD); counters grow by upsert.
    await database.schema
      .createTable('system_model_usage')
      .addColumn('user_id', 'text', (column) => column.notNull())
      .addColumn('day', 'text', (column) => column.notNull())
      .addColumn('model_id', 'text', (column) => column.notNull())
      .addColumn('requests', 'integer', (column) => column.notNull())
      .addColumn('input_tokens', 'integer', (column) => column.notNull())
      .addColumn('output_tokens', 'integer', (column) => column.notNull())
      .addPrimaryKeyConstraint('system_model_usage_primary', ['user_id', 'day', 'model_id'])
      .execute();
  },

  async down(database: Kysely<unknown>) {
    for (const table of [
      'system_model_usage',
      'system_models',
      'org_group_members',
      'org_groups',
      'org_members',
      'admin_audit_log',
      'host_config_overrides',
    ]) {
      await database.schema.dropTable(table).execute();
    }
  },
};
