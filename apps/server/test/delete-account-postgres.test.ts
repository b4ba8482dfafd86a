import { describe } from 'vitest';
import { registerDeleteAccountContract } from './delete-account.contract.ts';
import { openPostgresTestDatabase } from './helpers/postgres-test-database.ts';

const url = process.env.TEST_DATABASE_URL;

if (url === undefined || url === '') {
  const reason = 'PostgreSQL account deletion suite (skipped: TEST_DATABASE_URL is not set)';
  console.warn(reason);
  describe.skip(reason, () => {
    registerDeleteAccountContract(() => Promise.reject(new Error(reason)));
  });
} else {
  describe('PostgreSQL account deletion suite', () => {
    registerDeleteAccountContract(() => openPostgresTestDatabase(url));
  });
}
