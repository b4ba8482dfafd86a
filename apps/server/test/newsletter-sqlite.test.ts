import { describe } from 'vitest';
import { openSqliteTestDatabase } from './helpers/sqlite-test-database.ts';
import { registerNewsletterContract } from './newsletter.contract.ts';

describe('SQLite newsletter suite', () => {
  registerNewsletterContract(openSqliteTestDatabase);
});
