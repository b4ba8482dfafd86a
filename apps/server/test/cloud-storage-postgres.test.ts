import { describe } from 'vitest';
import { registerCloudStorageContract } from './cloud-storage.contract.ts';
import { openPostgresTestDatabase } from './helpers/postgres-test-database.ts';

const url = process.env.TEST_DATABASE_URL;

if (url === undefined || url === '') {
  const reason = 'PostgreSQL cloud storage suite (skipped: TEST_DATABASE_URL is not set)';
  console.warn(reason);
  describe.skip(reason, () => {
    registerCloudStorageContract(() => Promise.reject(new Error(reason)));
  });
} else {
  describe('PostgreSQL cloud storage suite', () => {
    registerCloudStorageContract(() => openPostgresTestDatabase(url));
  });
}
