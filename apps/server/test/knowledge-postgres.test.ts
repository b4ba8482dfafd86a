import { describe } from 'vitest';
import { registerKnowledgeContract } from './knowledge.contract.ts';
import { openPostgresTestDatabase } from './helpers/postgres-test-database.ts';

const url = process.env.TEST_DATABASE_URL;

if (url === undefined || url === '') {
  const reason = 'PostgreSQL knowledge suite (skipped: TEST_DATABASE_URL is not set)';
  console.warn(reason);
  describe.skip(reason, () => {
    registerKnowledgeContract(() => Promise.reject(new Error(reason)));
  });
} else {
  describe('PostgreSQL knowledge suite', () => {
    registerKnowledgeContract(() => openPostgresTestDatabase(url));
  });
}
