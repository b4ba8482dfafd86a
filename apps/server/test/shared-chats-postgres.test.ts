import { describe } from 'vitest';
import { openPostgresTestDatabase } from './helpers/postgres-test-database.ts';
import { registerSharedChatsContract } from './shared-chats.contract.ts';

const url = process.env.TEST_DATABASE_URL;

if (url === undefined || url === '') {
  const reason = 'PostgreSQL shared chats suite (skipped: TEST_DATABASE_URL is not set)';
  console.warn(reason);
  describe.skip(reason, () => {
    registerSharedChatsContract(() => Promise.reject(new Error(reason)));
  });
} else {
  describe('PostgreSQL shared chats suite', () => {
    registerSharedChatsContract(() => openPostgresTestDatabase(url));
  });
}
