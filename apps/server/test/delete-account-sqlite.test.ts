import { describe } from 'vitest';
import { registerDeleteAccountContract } from './delete-account.contract.ts';
import { openSqliteTestDatabase } from './helpers/sqlite-test-database.ts';

describe('SQLite account deletion suite', () => {
  registerDeleteAccountContract(openSqliteTestDatabase);
});
