import { storagePlanBytes, storagePlans, type StoragePlan } from '@confab/core/protocol';
import type { BillingProvider } from './billing-config.ts';

export interface SubscriptionState {
  provider: BillingProvider;
  plan: string;
  status: string;
  /** ISO time the paid period ends after a cancellation; null while it renews. */
  endsAt: string | null;
}

const paidStatuses: Record<BillingProvider, readonly string[]> = {
  // A past-due subscription is still being retried by the provider; the storage stays meanwhile.
  providerOne: ['on_trial', 'active', 'past_due'],
  providerTwo: ['trialing', 'active', 'past_due'],
};

function isStoragePlan(plan: string): plan is StoragePlan {
  return (storagePlans as readonly string[]).includes(plan);
}

/** Whether a subscription pays for storage now: a cancelled one does until its period ends. */
export function isEntitled(subscription: SubscriptionState, now: Date): boolean {
  if (paidStatuses[subscription.provider].includes(subscription.status)) return true;
  return (
    subscription.provider === 'providerOne' &&
    subscription.status === 'cancelled' &&
    subscription.endsAt !== null &&
    Date.parse(subscription.endsAt) > now.getTime()
  );
}

/** The host's base limit plus every paid plan; never past the "unlimited" maximum safe integer. */
export function storageLimitFor(
  baseLimitBytes: number,
  subscriptions: readonly SubscriptionState[],
  now: Date,
): { limitUsageBytes: number; isPaid: boolean } {
  const paid = subscriptions.filter((subscription) => isEntitled(subscription, now));
  const extra = paid.reduce(
    (total, subscription) =>
      total + (isStoragePlan(subscription.plan) ? storagePlanBytes[subscription.plan] : 0),
    0,
  );
  return {
    limitUsageBytes: Math.min(Number.MAX_SAFE_INTEGER, baseLimitBytes + extra),
    isPaid: paid.length > 0,
  };
}
