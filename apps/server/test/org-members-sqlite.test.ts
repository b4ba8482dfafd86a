import { describe } from 'vitest';
import { openSqliteTestDatabase } from './helpers/sqlite-test-database.ts';
import { registerOrgMembersContract } from './org-members.contract.ts';

describe('SQLite organisation members suite', () => {
  registerOrgMembersContract(openSqliteTestDatabase);
});
