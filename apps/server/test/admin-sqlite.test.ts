import { describe } from 'vitest';
import { registerAdminContract } from './admin.contract.ts';
import { openSqliteTestDatabase } from './helpers/sqlite-test-database.ts';

describe('SQLite admin console suite', () => {
  registerAdminContract(openSqliteTestDatabase);
});
