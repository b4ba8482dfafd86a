import * as z from 'zod/mini';
import type { ProviderOneConfig } from './billing-config.ts';
import { providerOneResourceSchema, type ProviderOneResource } from './provider-one-client.ts';
import { planOfProviderID, type ParsedWebhook, type SubscriptionUpdate } from './subscription-update.ts';

const eventSchema = z.object({
  meta: z.object({
    event_name: z.string(),
    custom_data: z.optional(z.nullable(z.object({ user_id: z.optional(z.string()) }))),
  }),
  data: z.object({ type: z.string() }),
});

/** Provider one's subscription resource as Confab stores and updates it. */
export function providerOneUpdate(
  config: ProviderOneConfig,
  resource: ProviderOneResource,
  userID: string | undefined,
): SubscriptionUpdate | undefined {
  const { attributes } = resource;
  const plan = planOfProviderID(config.variantIDs, String(attributes.variant_id));
  if (plan === undefined) return undefined;
  return {
    provider: 'providerOne',
    id: resource.id,
    userID,
    plan,
    status: attributes.status,
    customerID: attributes.customer_id === undefined ? null : String(attributes.customer_id),
    endsAt: attributes.ends_at,
    data: {
      data: {
        id: resource.id,
        attributes: {
          status: attributes.status,
          product_name: attributes.product_name,
          variant_id: attributes.variant_id,
          ends_at: attributes.ends_at,
          renews_at: attributes.renews_at ?? null,
          status_formatted: attributes.status_formatted,
          urls: { update_payment_method: attributes.urls.update_payment_method ?? null },
        },
      },
    },
    providerUpdatedAt: new Date(attributes.updated_at).toISOString(),
  };
}

/** A verified provider-one event: subscription events update; orders, invoices and unknown plans are ignored. */
export function parseProviderOneWebhook(config: ProviderOneConfig, body: unknown): ParsedWebhook {
  const event = z.safeParse(eventSchema, body);
  if (!event.success) return { kind: 'invalid' };
  if (event.data.data.type !== 'subscriptions')
    return { kind: 'ignored', reason: event.data.meta.event_name };
  const resource = z.safeParse(z.object({ data: providerOneResourceSchema }), body);
  if (!resource.success) return { kind: 'invalid' };
  const update = providerOneUpdate(config, resource.data.data, event.data.meta.custom_data?.user_id);
  return update ? { kind: 'update', update } : { kind: 'ignored', reason: 'unknown variant' };
}
