import { describe } from 'vitest';
import { registerBillingContract } from './billing.contract.ts';
import { openSqliteTestDatabase } from './helpers/sqlite-test-database.ts';

describe('SQLite billing suite', () => {
  registerBillingContract(openSqliteTestDatabase);
});
