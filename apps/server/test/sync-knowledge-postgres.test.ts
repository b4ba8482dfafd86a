import { describe } from 'vitest';
import { openPostgresTestDatabase } from './helpers/postgres-test-database.ts';
import { registerKnowledgeSyncContract } from './sync-knowledge.contract.ts';

const url = process.env.TEST_DATABASE_URL;

if (url === undefined || url === '') {
  const reason = 'PostgreSQL knowledge sync suite (skipped: TEST_DATABASE_URL is not set)';
  console.warn(reason);
  describe.skip(reason, () => {
    registerKnowledgeSyncContract(() => Promise.reject(new Error(reason)));
  });
} else {
  describe('PostgreSQL knowledge sync suite', () => {
    registerKnowledgeSyncContract(() => openPostgresTestDatabase(url));
  });
}
