import { describe } from 'vitest';
import { openSqliteTestDatabase } from './helpers/sqlite-test-database.ts';
import { registerKnowledgeSyncContract } from './sync-knowledge.contract.ts';

describe('SQLite knowledge sync suite', () => {
  registerKnowledgeSyncContract(openSqliteTestDatabase);
});
