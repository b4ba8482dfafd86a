import { describe } from 'vitest';
import { openSqliteTestDatabase } from './helpers/sqlite-test-database.ts';
import { registerRepositoryContract } from './repositories.contract.ts';

describe('SQLite repository suite', () => {
  registerRepositoryContract({ openTestDatabase: openSqliteTestDatabase });
});
