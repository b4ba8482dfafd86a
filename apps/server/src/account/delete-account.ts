import type { ConfabDatabase } from '../db/tables.ts';
import { isEntitled, type SubscriptionState } from '../billing/entitlement.ts';
import type { BillingProvider } from '../billing/billing-config.ts';
import { deleteAccountShares } from '../sharing/delete-account-shares.ts';
import type { BlobStore } from '../storage/blob-store.ts';

export type AccountDeletion = { status: 'deleted'; blobKeys: string[] } | { status: 'subscribed' };

/** A subscription that still renews would go on charging for an account that no longer exists. */
function renews(subscription: SubscriptionState, now: Date): boolean {
  return isEntitled(subscription, now) && subscription.endsAt === null;
}

/**
 * Deletes the account and everything the server holds for it, in one transaction: its shares,
 * synced records, cloud file rows, storage plan, subscriptions, pending login codes, newsletter
 * subscription, sessions and the user. The files' bytes are outside the database; the caller removes them once this committed.
 */
export async function deleteAccountRows(
  database: ConfabDatabase,
  userID: string,
  now: Date,
): Promise<AccountDeletion> {
  return database.transaction().execute(async (transaction) => {
    const subscriptions = await transaction
      .selectFrom('subscriptions')
      .select(['provider', 'plan', 'status', 'ends_at'])
      .where('user_id', '=', userID)
      .execute();
    const live = subscriptions.some((row) =>
      renews(
        {
          provider: row.provider as BillingProvider,
          plan: row.plan,
          status: row.status,
          endsAt: row.ends_at,
        },
        now,
      ),
    );
    if (live) return { status: 'subscribed' };
    const user = await transaction
      .selectFrom('users')
      .select('email')
      .where('id', '=', userID)
      .executeTakeFirst();
    const blobs = await transaction
      .selectFrom('cloud_blobs')
      .select('storage_key')
      .where('user_id', '=', userID)
      .execute();
    await deleteAccountShares(transaction, userID);
    for (const table of [
      'sync_records',
      'sync_cursors',
      'cloud_blobs',
      'storage_plans',
      'subscriptions',
    ] as const) {
      await transaction.deleteFrom(table).where('user_id', '=', userID).execute();
    }
    if (user) await transaction.deleteFrom('login_codes').where('email', '=', user.email).execute();
    // The address leaves with the account, also when it subscribed before signing in.
    await transaction
      .deleteFrom('newsletter_subscriptions')
      .where((row) => row.or([row('user_id', '=', userID), row('email', '=', user?.email ?? '')]))
      .execute();
    await transaction.deleteFrom('sessions').where('user_id', '=', userID).execute();
    await transaction.deleteFrom('users').where('id', '=', userID).execute();
    return { status: 'deleted', blobKeys: blobs.map((blob) => blob.storage_key) };
  });
}

/** Removes the deleted account's file bytes; one that fails is left for the operator, not retried. */
export async function deleteBlobBytes(
  blobStore: BlobStore,
  keys: readonly string[],
): Promise<{ failed: number }> {
  let failed = 0;
  for (const key of keys) {
    try {
      await blobStore.delete(key);
    } catch {
      failed += 1;
    }
  }
  return { failed };
}
