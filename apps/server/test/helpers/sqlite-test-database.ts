import path from 'node:path';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { openDatabase } from '../../src/db/open-database.ts';
import type { ConfabDatabase } from '../../src/db/tables.ts';
import { silentLogger } from '../../src/logging/logger.ts';
import { createTemporaryDirectory } from './temporary-directory.ts';

export interface TestDatabase {
  database: ConfabDatabase;
  /** The PostgreSQL schema holding the tables; undefined on SQLite. */
  schema?: string;
  close: () => Promise<void>;
}

/** A migrated SQLite database in its own temporary folder, removed on close. */
export async function openSqliteTestDatabase(): Promise<TestDatabase> {
  const directory = createTemporaryDirectory('sqlite');
  const database = openDatabase({ kind: 'sqlite', file: path.join(directory.path, 'confab.sqlite') });
  await migrateToLatest(database, { logger: silentLogger });
  return {
    database,
    close: async () => {
      await database.destroy();
      directory.remove();
    },
  };
}
