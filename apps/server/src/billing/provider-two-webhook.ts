import * as z from 'zod/mini';
import type { ProviderTwoConfig } from './billing-config.ts';
import { planOfProviderID, type ParsedWebhook } from './subscription-update.ts';

const subscriptionObjectSchema = z.object({
  id: z.string(),
  object: z.literal('subscription'),
  customer: z.string(),
  status: z.string(),
  cancel_at_period_end: z.boolean(),
  current_period_end: z.number(),
  metadata: z.optional(z.record(z.string(), z.string())),
  items: z.object({
    data: z
      .array(z.object({ price: z.object({ id: z.string(), product: z.string() }) }))
      .check(z.minLength(1)),
  }),
});

const eventSchema = z.object({
  id: z.string(),
  type: z.string(),
  /** Seconds since the epoch. */
  created: z.number(),
  // Loose: the object's own fields are checked below, once its kind is known.
  data: z.object({ object: z.looseObject({ object: z.string() }) }),
});

const subscriptionEvents = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);

/** A verified provider-two event: subscription lifecycle events update; the rest is ignored. */
export function parseProviderTwoWebhook(config: ProviderTwoConfig, body: unknown): ParsedWebhook {
  const event = z.safeParse(eventSchema, body);
  if (!event.success) return { kind: 'invalid' };
  if (!subscriptionEvents.has(event.data.type)) return { kind: 'ignored', reason: event.data.type };
  const parsed = z.safeParse(subscriptionObjectSchema, event.data.data.object);
  if (!parsed.success) return { kind: 'invalid' };
  const subscription = parsed.data;
  const price = subscription.items.data[0]?.price;
  const plan = price && planOfProviderID(config.priceIDs, price.id);
  if (!price || plan === undefined) return { kind: 'ignored', reason: 'unknown price' };
  const periodEnd = new Date(subscription.current_period_end * 1000).toISOString();
  return {
    kind: 'update',
    update: {
      provider: 'providerTwo',
      id: subscription.id,
      userID: subscription.metadata?.user_id,
      plan,
      status: subscription.status,
      customerID: subscription.customer,
      endsAt: subscription.cancel_at_period_end || subscription.status === 'canceled' ? periodEnd : null,
      data: {
        data: {
          id: subscription.id,
          status: subscription.status,
          plan: { product: price.product },
          cancel_at_period_end: subscription.cancel_at_period_end,
          current_period_end: subscription.current_period_end,
        },
      },
      providerUpdatedAt: new Date(event.data.created * 1000).toISOString(),
    },
  };
}
