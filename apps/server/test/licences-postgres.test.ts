import { describe } from 'vitest';
import { registerLicencePurchaseContract } from './licence-purchase.contract.ts';
import { registerLicencesContract } from './licences.contract.ts';
import { openPostgresTestDatabase } from './helpers/postgres-test-database.ts';

const url = process.env.TEST_DATABASE_URL;

if (url === undefined || url === '') {
  const reason = 'PostgreSQL licence server suite (skipped: TEST_DATABASE_URL is not set)';
  console.warn(reason);
  describe.skip(reason, () => {
    registerLicencesContract(() => Promise.reject(new Error(reason)));
    registerLicencePurchaseContract(() => Promise.reject(new Error(reason)));
  });
} else {
  describe('PostgreSQL licence server suite', () => {
    describe('devices, recovery and admin', () => {
      registerLicencesContract(() => openPostgresTestDatabase(url));
    });
    describe('purchase', () => {
      registerLicencePurchaseContract(() => openPostgresTestDatabase(url));
    });
  });
}
