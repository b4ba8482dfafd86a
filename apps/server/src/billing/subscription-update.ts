import type { ProviderOneSubscription, ProviderTwoSubscription, StoragePlan } from '@confab/core/protocol';
import type { BillingProvider } from './billing-config.ts';

/** One provider's news about one subscription, in the shape the subscriptions table keeps. */
export interface SubscriptionUpdate {
  provider: BillingProvider;
  id: string;
  /** From the checkout's custom data; undefined when the provider did not echo it (an existing row knows). */
  userID: string | undefined;
  plan: StoragePlan;
  status: string;
  customerID: string | null;
  endsAt: string | null;
  /** What the sync stats show. */
  data: ProviderOneSubscription | ProviderTwoSubscription;
  /** ISO time of this state at the provider. */
  providerUpdatedAt: string;
}

/** The plan whose configured provider id is `providerId`, if any. */
export function planOfProviderID(
  ids: Record<StoragePlan, string>,
  providerID: string,
): StoragePlan | undefined {
  return (Object.keys(ids) as StoragePlan[]).find((plan) => ids[plan] === providerID);
}

/** A verified webhook: a subscription changed, an event Confab does not act on, or a malformed body. */
export type ParsedWebhook =
  { kind: 'update'; update: SubscriptionUpdate } | { kind: 'ignored'; reason: string } | { kind: 'invalid' };
