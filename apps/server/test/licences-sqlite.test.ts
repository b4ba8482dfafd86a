import { describe } from 'vitest';
import { registerLicencePurchaseContract } from './licence-purchase.contract.ts';
import { registerLicencesContract } from './licences.contract.ts';
import { openSqliteTestDatabase } from './helpers/sqlite-test-database.ts';

describe('SQLite licence server suite', () => {
  describe('devices, recovery and admin', () => {
    registerLicencesContract(openSqliteTestDatabase);
  });
  describe('purchase', () => {
    registerLicencePurchaseContract(openSqliteTestDatabase);
  });
});
