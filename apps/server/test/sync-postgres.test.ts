import { describe } from 'vitest';
import { openPostgresTestDatabase } from './helpers/postgres-test-database.ts';
import { registerSyncContract } from './sync.contract.ts';

const url = process.env.TEST_DATABASE_URL;

if (url === undefined || url === '') {
  const reason = 'PostgreSQL sync suite (skipped: TEST_DATABASE_URL is not set)';
  console.warn(reason);
  describe.skip(reason, () => {
    registerSyncContract({ openTestDatabase: () => Promise.reject(new Error(reason)) });
  });
} else {
  describe('PostgreSQL sync suite', () => {
    registerSyncContract({ openTestDatabase: () => openPostgresTestDatabase(url) });
  });
}
