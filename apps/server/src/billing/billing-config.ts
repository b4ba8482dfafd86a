import { lookupOwn } from '@confab/core/entities';
import { storagePlans, type StoragePlan } from '@confab/core/protocol';

/** Provider one speaks a JSON:API store API (Lemon-Squeezy-style): checkouts of variants. */
export interface ProviderOneConfig {
  apiUrl: string;
  apiKey: string;
  storeId: string;
  webhookSecret: string;
  /** The provider's variant id of each plan. */
  variantIDs: Record<StoragePlan, string>;
}

/** Provider two speaks a form-encoded API (Stripe-style): checkout sessions of prices, a portal. */
export interface ProviderTwoConfig {
  apiUrl: string;
  secretKey: string;
  webhookSecret: string;
  /** The provider's price id of each plan. */
  priceIDs: Record<StoragePlan, string>;
}

export type BillingProvider = 'providerOne' | 'providerTwo';

export interface BillingConfig {
  providerOne: ProviderOneConfig | undefined;
  providerTwo: ProviderTwoConfig | undefined;
  /** Which provider new purchases go through; subscriptions of the other are still shown and kept. */
  checkoutProvider: BillingProvider;
}

export class BillingConfigError extends Error {
  override readonly name = 'BillingConfigError';
}

type Environment = Record<string, string | undefined>;

function read(environment: Environment, name: string): string | undefined {
  const value = lookupOwn(environment, name)?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/**
 * `PLAN=id,PLAN=id…` (storage: `YEARLY=11,MONTHLY=12,5GB_YEARLY=13,5GB_MONTHLY=14`; licences:
 * `standard=id,premium=id`): every plan must be named exactly once; `fail` makes the caller's error.
 */
export function parsePlanIDs<Plan extends string>(
  name: string,
  text: string,
  plans: readonly Plan[],
  fail: (message: string) => Error,
): Record<Plan, string> {
  const entries = new Map<string, string>();
  for (const pair of text.split(',')) {
    const [plan, id] = pair.split('=').map((part) => part.trim());
    if (plan === undefined || id === undefined || id === '' || !(plans as readonly string[]).includes(plan)) {
      throw fail(`${name} must look like ${plans.map((each) => `${each}=id`).join(',')}.`);
    }
    entries.set(plan, id);
  }
  const missing = plans.filter((plan) => !entries.has(plan));
  if (missing.length > 0) throw fail(`${name} has no id for ${missing.join(', ')}.`);
  return Object.fromEntries(entries) as Record<Plan, string>;
}

const storageConfigError = (message: string) => new BillingConfigError(message);

/** All of a provider's settings or none: half a provider would fail only when someone pays. */
function requireAll(
  prefix: string,
  environment: Environment,
  names: string[],
): Record<string, string> | undefined {
  const values = Object.fromEntries(names.map((name) => [name, read(environment, `${prefix}_${name}`)]));
  const given = names.filter((name) => lookupOwn(values, name) !== undefined);
  if (given.length === 0) return undefined;
  if (given.length < names.length) {
    const missing = names
      .filter((name) => lookupOwn(values, name) === undefined)
      .map((name) => `${prefix}_${name}`);
    throw new BillingConfigError(`Payment provider settings are incomplete: set ${missing.join(', ')}.`);
  }
  return values as Record<string, string>;
}

/** Undefined when no payment provider is configured: storage cannot be bought on this host. */
export function parseBillingConfig(environment: Environment): BillingConfig | undefined {
  const one = requireAll('PROVIDER_ONE', environment, [
    'API_KEY',
    'STORE_ID',
    'WEBHOOK_SECRET',
    'VARIANT_IDS',
  ]);
  const two = requireAll('PROVIDER_TWO', environment, ['SECRET_KEY', 'WEBHOOK_SECRET', 'PRICE_IDS']);
  const providerOne: ProviderOneConfig | undefined = one && {
    apiUrl: read(environment, 'PROVIDER_ONE_API_URL') ?? 'https://api.lemonsqueezy.com',
    apiKey: one.API_KEY ?? '',
    storeId: one.STORE_ID ?? '',
    webhookSecret: one.WEBHOOK_SECRET ?? '',
    variantIDs: parsePlanIDs(
      'PROVIDER_ONE_VARIANT_IDS',
      one.VARIANT_IDS ?? '',
      storagePlans,
      storageConfigError,
    ),
  };
  const providerTwo: ProviderTwoConfig | undefined = two && {
    apiUrl: read(environment, 'PROVIDER_TWO_API_URL') ?? 'https://api.stripe.com',
    secretKey: two.SECRET_KEY ?? '',
    webhookSecret: two.WEBHOOK_SECRET ?? '',
    priceIDs: parsePlanIDs('PROVIDER_TWO_PRICE_IDS', two.PRICE_IDS ?? '', storagePlans, storageConfigError),
  };
  if (!providerOne && !providerTwo) return undefined;
  const chosen = read(environment, 'CHECKOUT_PROVIDER');
  if (chosen !== undefined && chosen !== 'one' && chosen !== 'two') {
    throw new BillingConfigError(`CHECKOUT_PROVIDER must be one or two, got "${chosen}".`);
  }
  const checkoutProvider: BillingProvider =
    chosen === 'two' || (chosen === undefined && !providerOne) ? 'providerTwo' : 'providerOne';
  if ((checkoutProvider === 'providerOne' ? providerOne : providerTwo) === undefined) {
    throw new BillingConfigError(`CHECKOUT_PROVIDER is ${chosen ?? ''} but that provider is not configured.`);
  }
  return { providerOne, providerTwo, checkoutProvider };
}
