import { describe } from 'vitest';
import { openSqliteTestDatabase } from './helpers/sqlite-test-database.ts';
import { registerSyncContract } from './sync.contract.ts';

describe('SQLite sync suite', () => {
  registerSyncContract({ openTestDatabase: openSqliteTestDatabase });
});
