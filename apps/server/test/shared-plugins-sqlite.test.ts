import { describe } from 'vitest';
import { openSqliteTestDatabase } from './helpers/sqlite-test-database.ts';
import { registerSharedPluginsContract } from './shared-plugins.contract.ts';

describe('SQLite shared plugins suite', () => {
  registerSharedPluginsContract(openSqliteTestDatabase);
});
