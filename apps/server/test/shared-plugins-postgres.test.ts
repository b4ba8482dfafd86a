import { describe } from 'vitest';
import { openPostgresTestDatabase } from './helpers/postgres-test-database.ts';
import { registerSharedPluginsContract } from './shared-plugins.contract.ts';

const url = process.env.TEST_DATABASE_URL;

if (url === undefined || url === '') {
  const reason = 'PostgreSQL shared plugins suite (skipped: TEST_DATABASE_URL is not set)';
  console.warn(reason);
  describe.skip(reason, () => {
    registerSharedPluginsContract(() => Promise.reject(new Error(reason)));
  });
} else {
  describe('PostgreSQL shared plugins suite', () => {
    registerSharedPluginsContract(() => openPostgresTestDatabase(url));
  });
}
