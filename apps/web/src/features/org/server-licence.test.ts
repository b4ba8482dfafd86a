import { describe, expect, it } from 'vitest';
import { defaultHostConfig } from '@confab/core';
import { licenceTokenExpiry, serverLicenceState } from './server-licence.ts';
import { serverLicenceTestToken } from './server-licence-test-token.ts';

const day = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 27);

describe('server licence', () => {
  it('reads the expiry from the payload before the dot', () => {
    expect(licenceTokenExpiry(serverLicenceTestToken(now))).toBe(now);
    expect(licenceTokenExpiry(undefined)).toBeUndefined();
    expect(licenceTokenExpiry('not base64 !.x')).toBeUndefined();
    expect(licenceTokenExpiry(`${Buffer.from('{"plan":1}').toString('base64url')}.x`)).toBeUndefined();
  });

  it.each([
    [undefined, { kind: 'none' }],
    [serverLicenceTestToken(now + 30 * day), { kind: 'valid' }],
    [serverLicenceTestToken(now + 3 * day), { kind: 'valid' }],
    [serverLicenceTestToken(now + 2.5 * day), { kind: 'expiring', daysLeft: 3 }],
    [serverLicenceTestToken(now + 60_000), { kind: 'expiring', daysLeft: 1 }],
    [serverLicenceTestToken(now), { kind: 'expired' }],
    [serverLicenceTestToken(now - day), { kind: 'expired' }],
  ])('a host token %s is %o', (licenseToken, expected) => {
    const config = licenseToken === undefined ? defaultHostConfig : { ...defaultHostConfig, licenseToken };
    expect(serverLicenceState(config, now)).toEqual(expected);
  });
});
