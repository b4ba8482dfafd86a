import { describe } from 'vitest';
import { registerAuthContract } from './auth.contract.ts';
import { openSqliteTestDatabase } from './helpers/sqlite-test-database.ts';

describe('SQLite login and session suite', () => {
  registerAuthContract({ openTestDatabase: openSqliteTestDatabase });
});
