import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { defaultHostConfig } from '@confab/core/protocol';
import {
  generateLicenceKeyPair,
  LicenceConfigError,
  parseLicensingConfig,
  withLicensing,
} from './licence-config.ts';

const noProviders = { providerOne: false, providerTwo: false };

describe('licence configuration', () => {
  it('is off without LICENCE_SIGNING_KEY and leaves the host config alone', () => {
    expect(parseLicensingConfig({}, noProviders)).toBeUndefined();
    expect(withLicensing(defaultHostConfig, undefined)).toBe(defaultHostConfig);
  });

  it('derives the public key the host config serves, and reads the token lifetime', () => {
    const pair = generateLicenceKeyPair();
    const config = parseLicensingConfig(
      { LICENCE_SIGNING_KEY: ` ${pair.signingKey} `, LICENCE_TOKEN_DAYS: '7' },
      noProviders,
    );
    expect(config).toMatchObject({ publicKey: pair.publicKey, tokenDays: 7 });
    expect(withLicensing(defaultHostConfig, config).licensing).toEqual({ publicKey: pair.publicKey });
    expect(parseLicensingConfig({ LICENCE_SIGNING_KEY: pair.signingKey }, noProviders)?.tokenDays).toBe(30);
  });

  it('stops the start on a key that is not P-256 PKCS8, and on a bad lifetime', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ type: 'pkcs8', format: 'der' })
      .toString('base64');
    for (const key of ['not base64!', 'AAAA', rsa]) {
      expect(() => parseLicensingConfig({ LICENCE_SIGNING_KEY: key }, noProviders)).toThrow(
        LicenceConfigError,
      );
    }
    const { signingKey } = generateLicenceKeyPair();
    expect(() =>
      parseLicensingConfig({ LICENCE_SIGNING_KEY: signingKey, LICENCE_TOKEN_DAYS: '0' }, noProviders),
    ).toThrow('LICENCE_TOKEN_DAYS');
  });

  it('reads licence products only for a configured provider, every plan named', () => {
    const { signingKey } = generateLicenceKeyPair();
    const both = { providerOne: true, providerTwo: true };
    expect(
      parseLicensingConfig(
        { LICENCE_SIGNING_KEY: signingKey, PROVIDER_ONE_LICENCE_VARIANT_IDS: 'standard=1, premium=2' },
        both,
      )?.products,
    ).toEqual({ providerOne: { standard: '1', premium: '2' }, providerTwo: undefined });
    expect(() =>
      parseLicensingConfig(
        { LICENCE_SIGNING_KEY: signingKey, PROVIDER_TWO_LICENCE_PRICE_IDS: 'standard=p' },
        both,
      ),
    ).toThrow('has no id for premium');
    expect(() =>
      parseLicensingConfig(
        { LICENCE_SIGNING_KEY: signingKey, PROVIDER_TWO_LICENCE_PRICE_IDS: 'standard=p,premium=q' },
        noProviders,
      ),
    ).toThrow('not configured');
    expect(() =>
      parseLicensingConfig({ PROVIDER_ONE_LICENCE_VARIANT_IDS: 'standard=1,premium=2' }, both),
    ).toThrow('LICENCE_SIGNING_KEY');
  });
});
