import type {
  StoragePlan,
  SubscriptionAction,
  SubscriptionActionResponse,
  ProviderOneSubscription,
} from '@confab/core/protocol';
import type { ConfabDatabase } from '../db/tables.ts';
import { HttpError } from '../http/http-error.ts';
import type { Logger } from '../logging/logger.ts';
import type { BillingConfig } from './billing-config.ts';
import { billingMessages } from './billing-messages.ts';
import { isEntitled } from './entitlement.ts';
import { createProviderOneClient, type ProviderOneResource } from './provider-one-client.ts';
import { parseProviderOneWebhook, providerOneUpdate } from './provider-one-webhook.ts';
import { createProviderTwoClient } from './provider-two-client.ts';
import { parseProviderTwoWebhook } from './provider-two-webhook.ts';
import type { SubscriptionsStore } from './subscriptions-store.ts';
import type { ParsedWebhook } from './subscription-update.ts';
import { verifyProviderOneSignature, verifyProviderTwoSignature } from './webhook-signatures.ts';

export type BillingService = ReturnType<typeof createBillingService>;

export interface BillingServiceOptions {
  config: BillingConfig;
  database: ConfabDatabase;
  store: SubscriptionsStore;
  logger: Logger;
  now: () => Date;
  /** One-time orders (licences) arriving on the same webhooks; each answers whether the event was its own. */
  orders?: OrderWebhooks;
}

export interface OrderWebhooks {
  providerOne: (body: unknown) => Promise<boolean>;
  providerTwo: (body: unknown) => Promise<boolean>;
}

/** Buying storage, changing subscriptions, and the providers' signed webhooks. */
export function createBillingService({
  config,
  database,
  store,
  logger,
  now,
  orders,
}: BillingServiceOptions) {
  const providerOne = config.providerOne && {
    config: config.providerOne,
    client: createProviderOneClient(config.providerOne),
  };
  const providerTwo = config.providerTwo && {
    config: config.providerTwo,
    client: createProviderTwoClient(config.providerTwo),
  };

  const emailOf = async (userID: string): Promise<string> => {
    const user = await database
      .selectFrom('users')
      .select('email')
      .where('id', '=', userID)
      .executeTakeFirst();
    if (!user) throw new HttpError(401, 'Your session has ended. Please sign in again.');
    return user.email;
  };

  /** Stores what the provider answered to our own change, as a webhook would. */
  const applyProviderOne = async (
    resource: ProviderOneResource,
    userID: string,
  ): Promise<ProviderOneSubscription> => {
    if (!providerOne) throw new HttpError(404, billingMessages.notAvailable);
    const update = providerOneUpdate(providerOne.config, resource, userID);
    if (!update) throw new HttpError(404, billingMessages.subscriptionNotFound);
    await store.apply(update);
    return update.data as ProviderOneSubscription;
  };

  const receive = async (provider: string, parsed: ParsedWebhook): Promise<void> => {
    if (parsed.kind === 'invalid') throw new HttpError(400, billingMessages.invalidWebhook);
    if (parsed.kind === 'ignored') {
      logger.info('billing webhook ignored', { provider, reason: parsed.reason });
      return;
    }
    // Answered 200 either way: a retry would not find the account either, and the log says why.
    if (!(await store.apply(parsed.update))) {
      logger.warn('billing webhook names no known account', { provider, subscription: parsed.update.id });
    }
  };

  return {
    async buyMore(userID: string, plan: StoragePlan, redirect: string): Promise<string> {
      const email = await emailOf(userID);
      if (config.checkoutProvider === 'providerOne' && providerOne) {
        const variantID = providerOne.config.variantIDs[plan];
        return providerOne.client.createCheckout({ email, userID, variantId: variantID, redirect });
      }
      if (!providerTwo) throw new HttpError(404, billingMessages.notAvailable);
      return providerTwo.client.createCheckoutSession({
        email,
        userID,
        priceID: providerTwo.config.priceIDs[plan],
        redirect,
      });
    },

    /** Provider one: update the payment method, cancel, or resume one of the caller's subscriptions. */
    async act(userID: string, id: string, action: SubscriptionAction): Promise<SubscriptionActionResponse> {
      const row = await store.find('providerOne', id);
      if (!providerOne || row?.user_id !== userID)
        throw new HttpError(404, billingMessages.subscriptionNotFound);
      const state = {
        provider: 'providerOne' as const,
        plan: row.plan,
        status: row.status,
        endsAt: row.ends_at,
      };
      if (action === 'cancel') {
        if (row.status === 'cancelled' || row.status === 'expired')
          throw new HttpError(409, billingMessages.cannotCancel);
        const subscription = await applyProviderOne(await providerOne.client.cancelSubscription(id), userID);
        return { subscription, userMessage: billingMessages.cancelled };
      }
      if (action === 'resume') {
        if (row.status !== 'cancelled' || !isEntitled(state, now()))
          throw new HttpError(409, billingMessages.cannotResume);
        const subscription = await applyProviderOne(await providerOne.client.resumeSubscription(id), userID);
        return { subscription, userMessage: billingMessages.resumed };
      }
      // The payment-method link is signed and short-lived, so it is fetched fresh each time.
      const subscription = await applyProviderOne(await providerOne.client.getSubscription(id), userID);
      if (!subscription.data.attributes.urls.update_payment_method) {
        throw new HttpError(409, billingMessages.noPaymentMethod);
      }
      return { subscription, userMessage: billingMessages.updatePaymentMethod };
    },

    /** Provider two: a billing-portal session for the customer of the caller's newest subscription. */
    async manage(userID: string, redirect: string): Promise<string> {
      const rows = await database
        .selectFrom('subscriptions')
        .select('customer_id')
        .where('user_id', '=', userID)
        .where('provider', '=', 'providerTwo')
        .orderBy('updated_at', 'desc')
        .execute();
      const customerID = rows.find((row) => row.customer_id !== null)?.customer_id;
      if (!providerTwo || customerID === undefined || customerID === null) {
        throw new HttpError(404, billingMessages.nothingToManage);
      }
      return providerTwo.client.createPortalSession({ customerID, redirect });
    },

    async providerOneWebhook(rawBody: string, signature: string | undefined): Promise<void> {
      if (!providerOne) throw new HttpError(404, billingMessages.notAvailable);
      if (!verifyProviderOneSignature(rawBody, signature, providerOne.config.webhookSecret)) {
        throw new HttpError(400, billingMessages.invalidSignature);
      }
      const body = parseJson(rawBody);
      if (await orders?.providerOne(body)) return;
      await receive('providerOne', parseProviderOneWebhook(providerOne.config, body));
    },

    async providerTwoWebhook(rawBody: string, signature: string | undefined): Promise<void> {
      if (!providerTwo) throw new HttpError(404, billingMessages.notAvailable);
      const nowSeconds = Math.floor(now().getTime() / 1000);
      if (!verifyProviderTwoSignature(rawBody, signature, providerTwo.config.webhookSecret, nowSeconds)) {
        throw new HttpError(400, billingMessages.invalidSignature);
      }
      const body = parseJson(rawBody);
      if (await orders?.providerTwo(body)) return;
      await receive('providerTwo', parseProviderTwoWebhook(providerTwo.config, body));
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, billingMessages.invalidWebhook);
  }
}
