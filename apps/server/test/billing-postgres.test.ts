import { describe } from 'vitest';
import { registerBillingContract } from './billing.contract.ts';
import { openPostgresTestDatabase } from './helpers/postgres-test-database.ts';

const url = process.env.TEST_DATABASE_URL;

if (url === undefined || url === '') {
  const reason = 'PostgreSQL billing suite (skipped: TEST_DATABASE_URL is not set)';
  console.warn(reason);
  describe.skip(reason, () => {
    registerBillingContract(() => Promise.reject(new Error(reason)));
  });
} else {
  describe('PostgreSQL billing suite', () => {
    registerBillingContract(() => openPostgresTestDatabase(url));
  });
}
