import { describe } from 'vitest';
import { registerKnowledgeContract } from './knowledge.contract.ts';
import { openSqliteTestDatabase } from './helpers/sqlite-test-database.ts';

describe('SQLite knowledge suite', () => {
  registerKnowledgeContract(openSqliteTestDatabase);
});
