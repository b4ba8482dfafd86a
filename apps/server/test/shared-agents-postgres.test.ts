import { describe } from 'vitest';
import { openPostgresTestDatabase } from './helpers/postgres-test-database.ts';
import { registerSharedAgentsContract } from './shared-agents.contract.ts';

const url = process.env.TEST_DATABASE_URL;

if (url === undefined || url === '') {
  const reason = 'PostgreSQL shared agents suite (skipped: TEST_DATABASE_URL is not set)';
  console.warn(reason);
  describe.skip(reason, () => {
    registerSharedAgentsContract(() => Promise.reject(new Error(reason)));
  });
} else {
  describe('PostgreSQL shared agents suite', () => {
    registerSharedAgentsContract(() => openPostgresTestDatabase(url));
  });
}
