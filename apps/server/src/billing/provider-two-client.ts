import * as z from 'zod/mini';
import type { ProviderTwoConfig } from './billing-config.ts';
import { providerRequest } from './provider-request.ts';

const urlAnswerSchema = z.object({ url: z.string() });

export interface ProviderTwoClient {
  createCheckoutSession(input: {
    email: string;
    userID: string;
    priceID: string;
    redirect: string;
  }): Promise<string>;
  createPortalSession(input: { customerID: string; redirect: string }): Promise<string>;
}

/** Provider two's form-encoded API: subscription checkout sessions and the billing portal. */
export function createProviderTwoClient(config: ProviderTwoConfig): ProviderTwoClient {
  const post = async (path: string, form: Record<string, string>) =>
    (
      await providerRequest(
        `${config.apiUrl}${path}`,
        {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${config.secretKey}`,
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams(form).toString(),
        },
        urlAnswerSchema,
      )
    ).url;

  return {
    createCheckoutSession: ({ email, userID, priceID, redirect }) =>
      post('/v1/checkout/sessions', {
        mode: 'subscription',
        'line_items[0][price]': priceID,
        'line_items[0][quantity]': '1',
        success_url: redirect,
        cancel_url: redirect,
        customer_email: email,
        client_reference_id: userID,
        // Copied onto the subscription, so its webhooks name the account.
        'subscription_data[metadata][user_id]': userID,
      }),
    createPortalSession: ({ customerID, redirect }) =>
      post('/v1/billing_portal/sessions', { customer: customerID, return_url: redirect }),
  };
}
