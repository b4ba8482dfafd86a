import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { openDatabase } from '../../src/db/open-database.ts';
import { silentLogger } from '../../src/logging/logger.ts';
import type { TestDatabase } from './sqlite-test-database.ts';

async function runStatement(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A migrated database in a fresh schema (confab_test_<random>) of TEST_DATABASE_URL, so parallel
 * runs and earlier leftovers never meet; the schema is dropped on close.
 */
export async function openPostgresTestDatabase(url: string): Promise<TestDatabase> {
  const schema = `confab_test_${randomBytes(6).toString('hex')}`;
  await runStatement(url, `create schema ${schema}`);
  const database = openDatabase({ kind: 'postgres', url, schema });
  await migrateToLatest(database, { logger: silentLogger, schema });
  return {
    database,
    schema,
    close: async () => {
      await database.destroy();
      await runStatement(url, `drop schema ${schema} cascade`);
    },
  };
}
