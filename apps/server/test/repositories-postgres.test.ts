import { describe } from 'vitest';
import { openPostgresTestDatabase } from './helpers/postgres-test-database.ts';
import { registerRepositoryContract } from './repositories.contract.ts';

const url = process.env.TEST_DATABASE_URL;

if (url === undefined || url === '') {
  const reason = 'PostgreSQL repository suite (skipped: TEST_DATABASE_URL is not set)';
  console.warn(reason);
  describe.skip(reason, () => {
    registerRepositoryContract({ openTestDatabase: () => Promise.reject(new Error(reason)) });
  });
} else {
  describe('PostgreSQL repository suite', () => {
    registerRepositoryContract({ openTestDatabase: () => openPostgresTestDatabase(url) });
  });
}
