import { describe } from 'vitest';
import { openSqliteTestDatabase } from './helpers/sqlite-test-database.ts';
import { registerSharedAgentsContract } from './shared-agents.contract.ts';

describe('SQLite shared agents suite', () => {
  registerSharedAgentsContract(openSqliteTestDatabase);
});
