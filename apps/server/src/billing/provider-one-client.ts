import * as z from 'zod/mini';
import type { ProviderOneConfig } from './billing-config.ts';
import { providerRequest } from './provider-request.ts';

/** A subscription resource of provider one, with the fields Confab reads and keeps. */
export const providerOneResourceSchema = z.object({
  type: z.literal('subscriptions'),
  id: z.coerce.string(),
  attributes: z.object({
    status: z.string(),
    product_name: z.string(),
    variant_id: z.number(),
    customer_id: z.optional(z.number()),
    ends_at: z.nullable(z.string()),
    renews_at: z.optional(z.nullable(z.string())),
    status_formatted: z.string(),
    updated_at: z.string(),
    urls: z.object({
      update_payment_method: z.optional(z.nullable(z.string())),
      customer_portal: z.optional(z.nullable(z.string())),
    }),
  }),
});

export type ProviderOneResource = z.infer<typeof providerOneResourceSchema>;

const subscriptionAnswerSchema = z.object({ data: providerOneResourceSchema });

const checkoutAnswerSchema = z.object({ data: z.object({ attributes: z.object({ url: z.string() }) }) });

export interface ProviderOneClient {
  createCheckout(input: {
    email: string;
    userID: string;
    variantId: string;
    redirect: string;
  }): Promise<string>;
  getSubscription(id: string): Promise<ProviderOneResource>;
  cancelSubscription(id: string): Promise<ProviderOneResource>;
  resumeSubscription(id: string): Promise<ProviderOneResource>;
}

/** Provider one's JSON:API: checkouts of a store's variants and subscription changes. */
export function createProviderOneClient(config: ProviderOneConfig): ProviderOneClient {
  const headers = {
    Accept: 'application/vnd.api+json',
    'Content-Type': 'application/vnd.api+json',
    Authorization: `Bearer ${config.apiKey}`,
  };
  const call = <Schema extends z.core.$ZodType>(
    path: string,
    method: string,
    schema: Schema,
    body?: object,
  ) =>
    providerRequest(
      `${config.apiUrl}${path}`,
      { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) },
      schema,
    );
  const subscriptionPath = (id: string) => `/v1/subscriptions/${encodeURIComponent(id)}`;

  return {
    async createCheckout({ email, userID, variantId: variantID, redirect }) {
      const answer = await call('/v1/checkouts', 'POST', checkoutAnswerSchema, {
        data: {
          type: 'checkouts',
          attributes: {
            // custom comes back in every webhook of the subscription as meta.custom_data.
            checkout_data: { email, custom: { user_id: userID } },
            product_options: { redirect_url: redirect },
          },
          relationships: {
            store: { data: { type: 'stores', id: config.storeId } },
            variant: { data: { type: 'variants', id: variantID } },
          },
        },
      });
      return answer.data.attributes.url;
    },
    async getSubscription(id) {
      return (await call(subscriptionPath(id), 'GET', subscriptionAnswerSchema)).data;
    },
    async cancelSubscription(id) {
      return (await call(subscriptionPath(id), 'DELETE', subscriptionAnswerSchema)).data;
    },
    async resumeSubscription(id) {
      const body = { data: { type: 'subscriptions', id, attributes: { cancelled: false } } };
      return (await call(subscriptionPath(id), 'PATCH', subscriptionAnswerSchema, body)).data;
    },
  };
}
