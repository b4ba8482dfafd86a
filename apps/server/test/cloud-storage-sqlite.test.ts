import { describe } from 'vitest';
import { registerCloudStorageContract } from './cloud-storage.contract.ts';
import { openSqliteTestDatabase } from './helpers/sqlite-test-database.ts';

describe('SQLite cloud storage suite', () => {
  registerCloudStorageContract(openSqliteTestDatabase);
});
