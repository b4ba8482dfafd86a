import { describe } from 'vitest';
import { openPostgresTestDatabase } from './helpers/postgres-test-database.ts';
import { registerNewsletterContract } from './newsletter.contract.ts';

const url = process.env.TEST_DATABASE_URL;

if (url === undefined || url === '') {
  const reason = 'PostgreSQL newsletter suite (skipped: TEST_DATABASE_URL is not set)';
  console.warn(reason);
  describe.skip(reason, () => {
    registerNewsletterContract(() => Promise.reject(new Error(reason)));
  });
} else {
  describe('PostgreSQL newsletter suite', () => {
    registerNewsletterContract(() => openPostgresTestDatabase(url));
  });
}
