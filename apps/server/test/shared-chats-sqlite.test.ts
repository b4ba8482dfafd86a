import { describe } from 'vitest';
import { openSqliteTestDatabase } from './helpers/sqlite-test-database.ts';
import { registerSharedChatsContract } from './shared-chats.contract.ts';

describe('SQLite shared chats suite', () => {
  registerSharedChatsContract(openSqliteTestDatabase);
});
