import { describe } from 'vitest';
import { openPostgresTestDatabase } from './helpers/postgres-test-database.ts';
import { registerOrgMembersContract } from './org-members.contract.ts';

const url = process.env.TEST_DATABASE_URL;

if (url === undefined || url === '') {
  const reason = 'PostgreSQL organisation members suite (skipped: TEST_DATABASE_URL is not set)';
  console.warn(reason);
  describe.skip(reason, () => {
    registerOrgMembersContract(() => Promise.reject(new Error(reason)));
  });
} else {
  describe('PostgreSQL organisation members suite', () => {
    registerOrgMembersContract(() => openPostgresTestDatabase(url));
  });
}
