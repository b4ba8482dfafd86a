import { describe } from 'vitest';
import { createPostgresBlobStore } from '../src/storage/postgres-blob-store.ts';
import { registerCloudStorageContract } from './cloud-storage.contract.ts';
import { openPostgresTestDatabase } from './helpers/postgres-test-database.ts';
import { unlinkSharedBlobs } from './helpers/shared-blobs.ts';

const url = process.env.TEST_DATABASE_URL;

if (url === undefined || url === '') {
  const reason = 'Cloud storage over PostgreSQL large objects (skipped: TEST_DATABASE_URL is not set)';
  console.warn(reason);
  describe.skip(reason, () => {
    registerCloudStorageContract(() => Promise.reject(new Error(reason)));
  });
} else {
  describe('cloud storage over PostgreSQL large objects (BLOB_STORE=postgres)', () => {
    registerCloudStorageContract(
      async () => {
        const testDatabase = await openPostgresTestDatabase(url);
        return {
          ...testDatabase,
          close: async () => {
            await unlinkSharedBlobs(testDatabase.database);
            await testDatabase.close();
          },
        };
      },
      (database) => createPostgresBlobStore(database),
    );
  });
}
