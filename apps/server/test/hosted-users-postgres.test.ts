import { describe } from 'vitest';
import { openPostgresTestDatabase } from './helpers/postgres-test-database.ts';
import { registerHostedUsersContract } from './hosted-users.contract.ts';

const url = process.env.TEST_DATABASE_URL;

if (url === undefined || url === '') {
  const reason = 'PostgreSQL hosted users suite (skipped: TEST_DATABASE_URL is not set)';
  console.warn(reason);
  describe.skip(reason, () => {
    registerHostedUsersContract(() => Promise.reject(new Error(reason)));
  });
} else {
  describe('PostgreSQL hosted users suite', () => {
    registerHostedUsersContract(() => openPostgresTestDatabase(url));
  });
}
