import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { lookupOwn } from '@confab/core/entities';
import { licencePlans, type HostConfig, type LicencePlan } from '@confab/core/protocol';
import { parsePlanIDs } from '../billing/billing-config.ts';

/** The provider's product id of each licence plan (a one-time variant or price). */
export type LicenceProductIDs = Record<LicencePlan, string>;

export interface LicensingConfig {
  /** LICENCE_SIGNING_KEY: the ECDSA P-256 private key, base64 PKCS8. Never logged. */
  signingKey: string;
  /** The matching public key, base64 SPKI, served as the host config's `licensing.publicKey`. */
  publicKey: string;
  /** LICENCE_TOKEN_DAYS: how long a verified token lasts before the app must verify again. */
  tokenDays: number;
  /** One-time products per provider (PROVIDER_ONE_LICENCE_VARIANT_IDS, PROVIDER_TWO_LICENCE_PRICE_IDS). */
  products: { providerOne: LicenceProductIDs | undefined; providerTwo: LicenceProductIDs | undefined };
}

export class LicenceConfigError extends Error {
  override readonly name = 'LicenceConfigError';
}

export const defaultLicenceTokenDays = 30;

type Environment = Record<string, string | undefined>;

function read(environment: Environment, name: string): string | undefined {
  const value = lookupOwn(environment, name)?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** The base64 SPKI public key of a base64 PKCS8 P-256 private key; throws on anything else. */
export function publicKeyOf(signingKey: string): string {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(signingKey)) {
    throw new LicenceConfigError('LICENCE_SIGNING_KEY must be base64 (a PKCS8 private key).');
  }
  let privateKey;
  try {
    privateKey = createPrivateKey({ key: Buffer.from(signingKey, 'base64'), format: 'der', type: 'pkcs8' });
  } catch {
    throw new LicenceConfigError(
      'LICENCE_SIGNING_KEY is not a PKCS8 private key. Make one with "licence keygen".',
    );
  }
  if (privateKey.asymmetricKeyType !== 'ec' || privateKey.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new LicenceConfigError(
      'LICENCE_SIGNING_KEY must be an ECDSA P-256 key. Make one with "licence keygen".',
    );
  }
  return createPublicKey(privateKey).export({ type: 'spki', format: 'der' }).toString('base64');
}

/** A fresh key pair for LICENCE_SIGNING_KEY, both halves base64 (PKCS8 and SPKI). */
export function generateLicenceKeyPair(): { signingKey: string; publicKey: string } {
  const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    signingKey: pair.privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64'),
    publicKey: pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
  };
}

function readProducts(
  environment: Environment,
  name: string,
  providerConfigured: boolean,
): LicenceProductIDs | undefined {
  const text = read(environment, name);
  if (text === undefined) return undefined;
  if (!providerConfigured) {
    throw new LicenceConfigError(`${name} is set, but that payment provider is not configured.`);
  }
  return parsePlanIDs(name, text, licencePlans, (message) => new LicenceConfigError(message));
}

/**
 * Undefined without LICENCE_SIGNING_KEY: the licence server is off. A key that cannot be read stops
 * the start, since a host that silently sold nothing (or signed nothing) is worse than one that
 * refuses to start.
 */
export function parseLicensingConfig(
  environment: Environment,
  providers: { providerOne: boolean; providerTwo: boolean },
): LicensingConfig | undefined {
  const signingKey = read(environment, 'LICENCE_SIGNING_KEY');
  const productNames = ['PROVIDER_ONE_LICENCE_VARIANT_IDS', 'PROVIDER_TWO_LICENCE_PRICE_IDS'];
  if (signingKey === undefined) {
    const stray = productNames.find((name) => read(environment, name) !== undefined);
    if (stray !== undefined) throw new LicenceConfigError(`${stray} is set, so set LICENCE_SIGNING_KEY too.`);
    return undefined;
  }
  const daysText = read(environment, 'LICENCE_TOKEN_DAYS');
  const tokenDays = daysText === undefined ? defaultLicenceTokenDays : Number(daysText);
  if (!Number.isInteger(tokenDays) || tokenDays < 1 || tokenDays > 3650) {
    throw new LicenceConfigError(
      `LICENCE_TOKEN_DAYS must be a whole number from 1 to 3650, got "${daysText ?? ''}".`,
    );
  }
  return {
    signingKey,
    publicKey: publicKeyOf(signingKey),
    tokenDays,
    products: {
      providerOne: readProducts(environment, 'PROVIDER_ONE_LICENCE_VARIANT_IDS', providers.providerOne),
      providerTwo: readProducts(environment, 'PROVIDER_TWO_LICENCE_PRICE_IDS', providers.providerTwo),
    },
  };
}

/** The served host config says the host sells licences and how to check its tokens. */
export function withLicensing(
  hostConfig: HostConfig,
  licensing: Pick<LicensingConfig, 'publicKey'> | undefined,
): HostConfig {
  return licensing === undefined
    ? hostConfig
    : { ...hostConfig, licensing: { publicKey: licensing.publicKey } };
}
