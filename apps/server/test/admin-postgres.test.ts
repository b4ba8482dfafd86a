import { describe } from 'vitest';
import { registerAdminContract } from './admin.contract.ts';
import { openPostgresTestDatabase } from './helpers/postgres-test-database.ts';

const url = process.env.TEST_DATABASE_URL;

if (url === undefined || url === '') {
  const reason = 'PostgreSQL admin console suite (skipped: TEST_DATABASE_URL is not set)';
  console.warn(reason);
  describe.skip(reason, () => {
    registerAdminContract(() => Promise.reject(new Error(reason)));
  });
} else {
  describe('PostgreSQL admin console suite', () => {
    registerAdminContract(() => openPostgresTestDatabase(url));
  });
}
