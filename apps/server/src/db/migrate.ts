import { Migrator } from 'kysely';
import type { Logger } from '../logging/logger.ts';
import { migrationProvider } from './migrations/index.ts';
import type { ConfabDatabase } from './tables.ts';

export interface MigrateOptions {
  logger: Logger;
  /**
   * PostgreSQL schema holding the tables. Kysely looks for its migration table in every schema, so
   * without this a second schema in the same database would be mistaken for this one.
   */
  schema?: string;
}

/** Brings the schema to the latest migration; throws (and changes nothing further) on failure. */
export async function migrateToLatest(
  database: ConfabDatabase,
  { logger, schema }: MigrateOptions,
): Promise<void> {
  const migrator = new Migrator({
    db: database,
    provider: migrationProvider,
    ...(schema === undefined ? {} : { migrationTableSchema: schema }),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  for (const result of results) {
    const fields = { migration: result.migrationName, status: result.status };
    if (result.status === 'Success') logger.info('migration applied', fields);
    if (result.status === 'Error') logger.error('migration failed', fields);
  }
  if (error !== undefined) {
    throw new Error('Database migration failed', { cause: error });
  }
}
