import { randomBytes } from 'node:crypto';
import * as z from 'zod/mini';
import { licencePlans, type LicencePlan } from '@confab/core/protocol';
import type { BillingConfig } from '../billing/billing-config.ts';
import { providerRequest } from '../billing/provider-request.ts';
import type { LicenceProductIDs } from './licence-config.ts';

/** A paid one-time order of a licence, as read from a provider's signed webhook. */
export interface PaidLicenceOrder {
  checkoutSessionID: string;
  email: string;
  plan: LicencePlan;
}

export type LicenceOrderEvent =
  { kind: 'order'; order: PaidLicenceOrder } | { kind: 'notOurs' } | { kind: 'ignored'; reason: string };

export interface LicenceCheckout {
  /** The provider's hosted checkout page for one licence of `plan`; the buyer comes back to `redirect`. */
  create: (plan: LicencePlan, redirect: string) => Promise<string>;
  readProviderOne: (body: unknown) => LicenceOrderEvent;
  readProviderTwo: (body: unknown) => LicenceOrderEvent;
}

/**
 * Our own id of a checkout, random and unguessable: it travels to the provider (custom data or
 * metadata), comes back in the paid webhook, and is appended to the return page as
 * `checkout_success`, where it alone unlocks the order info.
 */
function newCheckoutSessionID(): string {
  return `lc_${randomBytes(24).toString('base64url')}`;
}

function withCheckoutSuccess(redirect: string, checkoutSessionID: string): string {
  const url = new URL(redirect);
  url.searchParams.set('checkout_success', checkoutSessionID);
  return url.toString();
}

function planOf(products: LicenceProductIDs | undefined, productID: string): LicencePlan | undefined {
  return products && licencePlans.find((plan) => products[plan] === productID);
}

const providerOneOrderSchema = z.object({
  meta: z.object({
    event_name: z.string(),
    custom_data: z.optional(z.nullable(z.object({ licence_checkout_id: z.optional(z.string()) }))),
  }),
  data: z.object({
    type: z.literal('orders'),
    attributes: z.object({
      user_email: z.string(),
      status: z.string(),
      first_order_item: z.object({ variant_id: z.coerce.string() }),
    }),
  }),
});

const providerTwoSessionSchema = z.object({
  type: z.string(),
  data: z.object({
    object: z.object({
      object: z.literal('checkout.session'),
      mode: z.string(),
      payment_status: z.string(),
      customer_details: z.optional(z.nullable(z.object({ email: z.optional(z.nullable(z.string())) }))),
      customer_email: z.optional(z.nullable(z.string())),
      metadata: z.optional(z.nullable(z.record(z.string(), z.string()))),
    }),
  }),
});

/**
 * One-time licence purchases through the payment providers that sell storage. The plan of a paid
 * order is read from what was bought (provider one's variant) or from metadata only the server can
 * set (provider two's session), never from anything the buyer could change.
 */
export function createLicenceCheckout(
  billing: BillingConfig | undefined,
  products: { providerOne: LicenceProductIDs | undefined; providerTwo: LicenceProductIDs | undefined },
): LicenceCheckout | undefined {
  if (!billing) return undefined;
  const one = billing.providerOne &&
    products.providerOne && { config: billing.providerOne, ids: products.providerOne };
  const two = billing.providerTwo &&
    products.providerTwo && { config: billing.providerTwo, ids: products.providerTwo };
  if (!one && !two) return undefined;
  // The host's chosen checkout provider, unless only the other one sells licences.
  const useOne = one !== undefined && (billing.checkoutProvider === 'providerOne' || two === undefined);

  const createWithOne = async (plan: LicencePlan, redirect: string): Promise<string> => {
    if (!one) throw new Error('Provider one sells no licences.');
    const checkoutSessionID = newCheckoutSessionID();
    const answer = await providerRequest(
      `${one.config.apiUrl}/v1/checkouts`,
      {
        method: 'POST',
        headers: {
          Accept: 'application/vnd.api+json',
          'Content-Type': 'application/vnd.api+json',
          Authorization: `Bearer ${one.config.apiKey}`,
        },
        body: JSON.stringify({
          data: {
            type: 'checkouts',
            attributes: {
              checkout_data: { custom: { licence_checkout_id: checkoutSessionID } },
              product_options: { redirect_url: withCheckoutSuccess(redirect, checkoutSessionID) },
            },
            relationships: {
              store: { data: { type: 'stores', id: one.config.storeId } },
              variant: { data: { type: 'variants', id: one.ids[plan] } },
            },
          },
        }),
      },
      z.object({ data: z.object({ attributes: z.object({ url: z.string() }) }) }),
    );
    return answer.data.attributes.url;
  };

  const createWithTwo = async (plan: LicencePlan, redirect: string): Promise<string> => {
    if (!two) throw new Error('Provider two sells no licences.');
    const checkoutSessionID = newCheckoutSessionID();
    const form = new URLSearchParams({
      mode: 'payment',
      'line_items[0][price]': two.ids[plan],
      'line_items[0][quantity]': '1',
      success_url: withCheckoutSuccess(redirect, checkoutSessionID),
      cancel_url: redirect,
      'metadata[licence_checkout_id]': checkoutSessionID,
      'metadata[licence_plan]': plan,
    });
    const answer = await providerRequest(
      `${two.config.apiUrl}/v1/checkout/sessions`,
      {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${two.config.secretKey}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: form.toString(),
      },
      z.object({ url: z.string() }),
    );
    return answer.url;
  };

  return {
    create: (plan, redirect) => (useOne ? createWithOne(plan, redirect) : createWithTwo(plan, redirect)),

    readProviderOne(body) {
      const event = z.safeParse(providerOneOrderSchema, body);
      const checkoutSessionID = event.success ? event.data.meta.custom_data?.licence_checkout_id : undefined;
      if (!event.success || checkoutSessionID === undefined) return { kind: 'notOurs' };
      const { attributes } = event.data.data;
      if (event.data.meta.event_name !== 'order_created' || attributes.status !== 'paid') {
        return { kind: 'ignored', reason: `${event.data.meta.event_name} ${attributes.status}` };
      }
      const plan = planOf(one?.ids, attributes.first_order_item.variant_id);
      if (plan === undefined) return { kind: 'ignored', reason: 'unknown licence variant' };
      return { kind: 'order', order: { checkoutSessionID, email: attributes.user_email, plan } };
    },

    readProviderTwo(body) {
      const event = z.safeParse(providerTwoSessionSchema, body);
      const session = event.success ? event.data.data.object : undefined;
      const checkoutSessionID = session?.metadata?.licence_checkout_id;
      if (!event.success || !session || checkoutSessionID === undefined) return { kind: 'notOurs' };
      if (event.data.type !== 'checkout.session.completed' || session.payment_status !== 'paid') {
        return { kind: 'ignored', reason: `${event.data.type} ${session.payment_status}` };
      }
      const plan = licencePlans.find((candidate) => candidate === session.metadata?.licence_plan);
      const email = session.customer_details?.email ?? session.customer_email ?? undefined;
      if (plan === undefined || email === undefined) return { kind: 'ignored', reason: 'incomplete session' };
      return { kind: 'order', order: { checkoutSessionID, email, plan } };
    },
  };
}
