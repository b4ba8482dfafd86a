import { generateLicenceKeyPair, type LicensingConfig } from '../../src/licensing/licence-config.ts';
import type { LicensingOptions } from '../../src/licensing/register-licensing.ts';
import type { LicenceKeysMail, LicenceMailer } from '../../src/mail/licence-mailer.ts';

export interface CapturingLicenceMailer extends LicenceMailer {
  sent: LicenceKeysMail[];
}

export function createCapturingLicenceMailer(): CapturingLicenceMailer {
  const mailer: CapturingLicenceMailer = {
    sent: [],
    sendLicenceKeys(mail) {
      mailer.sent.push(mail);
      return Promise.resolve();
    },
    close() {
      mailer.sent = [];
    },
  };
  return mailer;
}

/** One key pair for a whole test file: generating P-256 keys is quick, but not free. */
export const testLicenceKeys = generateLicenceKeyPair();

export function testLicensing(overrides: Partial<LicensingOptions> = {}): LicensingOptions {
  const config: LicensingConfig = {
    signingKey: testLicenceKeys.signingKey,
    publicKey: testLicenceKeys.publicKey,
    tokenDays: 30,
    products: { providerOne: undefined, providerTwo: undefined },
  };
  return { ...config, ...overrides };
}
