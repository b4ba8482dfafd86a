import {
  redirectUrlResponseSchema,
  subscriptionActionResponseSchema,
  type StoragePlan,
  type SubscriptionAction,
  type SubscriptionActionResponse,
} from '@confab/core';
import { call } from './storage-client.ts';

/** The provider's checkout page for `plan`; it sends the person back to `redirect` afterwards. */
export async function buyMoreStorage(token: string, storage: StoragePlan, redirect: string): Promise<string> {
  return redirectUrlResponseSchema.parse(
    await call(token, '/api/cloud/storage/buy-more', { storage, redirect }),
  ).url;
}

export async function changeSubscription(
  token: string,
  id: string,
  action: SubscriptionAction,
): Promise<SubscriptionActionResponse> {
  const path = `/api/cloud/subscriptions/${encodeURIComponent(id)}`;
  return subscriptionActionResponseSchema.parse(await call(token, path, { action }, 'PUT'));
}

/** Provider two's billing portal. */
export async function manageSubscriptions(token: string, redirect: string): Promise<string> {
  return redirectUrlResponseSchema.parse(await call(token, '/api/cloud/subscriptions/manage', { redirect }))
    .url;
}
