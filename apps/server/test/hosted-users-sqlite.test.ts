import { describe } from 'vitest';
import { openSqliteTestDatabase } from './helpers/sqlite-test-database.ts';
import { registerHostedUsersContract } from './hosted-users.contract.ts';

describe('SQLite hosted users suite', () => {
  registerHostedUsersContract(openSqliteTestDatabase);
});
