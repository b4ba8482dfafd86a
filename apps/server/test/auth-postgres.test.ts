import { describe } from 'vitest';
import { registerAuthContract } from './auth.contract.ts';
import { openPostgresTestDatabase } from './helpers/postgres-test-database.ts';

const url = process.env.TEST_DATABASE_URL;

if (url === undefined || url === '') {
  const reason = 'PostgreSQL login and session suite (skipped: TEST_DATABASE_URL is not set)';
  console.warn(reason);
  describe.skip(reason, () => {
    registerAuthContract({ openTestDatabase: () => Promise.reject(new Error(reason)) });
  });
} else {
  describe('PostgreSQL login and session suite', () => {
    registerAuthContract({ openTestDatabase: () => openPostgresTestDatabase(url) });
  });
}
