import * as z from 'zod/mini';

/** Spec agents-sync-keys §9: 1 GB yearly (the default), 1 GB monthly, then 5 GB plans after "more". */
export const storagePlans = ['YEARLY', 'MONTHLY', '5GB_YEARLY', '5GB_MONTHLY'] as const;

export type StoragePlan = (typeof storagePlans)[number];

export const defaultStoragePlan: StoragePlan = 'YEARLY';

/** Decimal, as the plans are sold and as the app shows every size (a 5 GB plan reads "5 GB"). */
const gigabyte = 1_000_000_000;

/** Storage a plan adds on top of the host's base limit. */
export const storagePlanBytes: Record<StoragePlan, number> = {
  YEARLY: gigabyte,
  MONTHLY: gigabyte,
  '5GB_YEARLY': 5 * gigabyte,
  '5GB_MONTHLY': 5 * gigabyte,
};

/** Where the payment provider sends the person back; only web pages, never `javascript:`. */
const redirectSchema = z.url({ protocol: /^https?$/ });

/** POST /api/cloud/storage/buy-more (bearer). */
export const buyMoreStorageRequestSchema = z.object({
  storage: z.enum(storagePlans),
  redirect: redirectSchema,
});

export type BuyMoreStorageRequest = z.infer<typeof buyMoreStorageRequestSchema>;

/** The checkout page to navigate to (buy-more) or the billing portal (manage). */
export const redirectUrlResponseSchema = z.object({ url: z.string() });

export type RedirectUrlResponse = z.infer<typeof redirectUrlResponseSchema>;

/** POST /api/cloud/subscriptions/manage (bearer): the provider-two portal. */
export const manageSubscriptionsRequestSchema = z.object({ redirect: redirectSchema });

export const subscriptionActions = ['update', 'cancel', 'resume'] as const;

export type SubscriptionAction = (typeof subscriptionActions)[number];

/** PUT /api/cloud/subscriptions/{id} (bearer), provider one only. */
export const subscriptionActionRequestSchema = z.object({ action: z.enum(subscriptionActions) });

/** Spec §3 Sync stats `subscriptions[]`: provider one's subscription resource as stored. */
export const providerOneSubscriptionSchema = z.object({
  data: z.object({
    id: z.string(),
    attributes: z.object({
      status: z.string(),
      product_name: z.string(),
      variant_id: z.number(),
      ends_at: z.nullable(z.string()),
      renews_at: z.optional(z.nullable(z.string())),
      status_formatted: z.string(),
      urls: z.object({ update_payment_method: z.optional(z.nullable(z.string())) }),
    }),
  }),
});

export type ProviderOneSubscription = z.infer<typeof providerOneSubscriptionSchema>;

/** Spec §3 Sync stats `stripeSubscriptions[]`: provider two's subscription object as stored. */
export const providerTwoSubscriptionSchema = z.object({
  data: z.object({
    id: z.string(),
    status: z.string(),
    plan: z.object({ product: z.string() }),
    cancel_at_period_end: z.boolean(),
    /** Seconds since the epoch, as provider two counts time. */
    current_period_end: z.number(),
  }),
});

export type ProviderTwoSubscription = z.infer<typeof providerTwoSubscriptionSchema>;

export const subscriptionActionResponseSchema = z.object({
  subscription: providerOneSubscriptionSchema,
  userMessage: z.string(),
});

export type SubscriptionActionResponse = z.infer<typeof subscriptionActionResponseSchema>;
