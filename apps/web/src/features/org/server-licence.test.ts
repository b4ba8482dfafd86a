import { describe, expect, it } from 'vitest';
import { defaultHostConfig } from '@confab/core';
import { licenceTokenExpiry, serverLicenceState } from './server-licence.ts';

const day = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 27);

/** A token as protocol/licence.ts lays it out; the signature part is not checked for the notice. */
function licenceToken(expiresAt: number): string {
  const payload = {
    iat: 0,
    exp: Math.floor(expiresAt / 1000),
    plan: 'standard',
    email: 'admin@acme.example',
    instanceID: 'i-1',
    keyLast4: 'ABCD',
  };
  return `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.c2lnbmF0dXJl`;
}

describe('server licence', () => {
  it('reads the expiry from the payload before the dot', () => {
    expect(licenceTokenExpiry(licenceToken(now))).toBe(now);
    expect(licenceTokenExpiry(undefined)).toBeUndefined();
    expect(licenceTokenExpiry('not base64 !.x')).toBeUndefined();
    expect(licenceTokenExpiry(`${Buffer.from('{"plan":1}').toString('base64url')}.x`)).toBeUndefined();
  });

  it.each([
    [undefined, { kind: 'none' }],
    [licenceToken(now + 30 * day), { kind: 'valid' }],
    [licenceToken(now + 3 * day), { kind: 'valid' }],
    [licenceToken(now + 2.5 * day), { kind: 'expiring', daysLeft: 3 }],
    [licenceToken(now + 60_000), { kind: 'expiring', daysLeft: 1 }],
    [licenceToken(now), { kind: 'expired' }],
    [licenceToken(now - day), { kind: 'expired' }],
  ])('a host token %s is %o', (licenseToken, expected) => {
    const config = licenseToken === undefined ? defaultHostConfig : { ...defaultHostConfig, licenseToken };
    expect(serverLicenceState(config, now)).toEqual(expected);
  });
});
