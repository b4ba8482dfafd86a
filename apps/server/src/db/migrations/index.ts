import type { Migration, MigrationProvider } from 'kysely';
import { initialMigration } from './0001-initial.ts';
import { loginCodesAndRateLimitsMigration } from './0002-login-codes-and-rate-limits.ts';

/** Every migration, keyed by a name that sorts in the order they must run. */
export const migrations: Record<string, Migration> = {
  '0001-initial': initialMigration,
  '0002-login-codes-and-rate-limits': loginCodesAndRateLimitsMigration,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
