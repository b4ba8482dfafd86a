import type { ProviderOneSubscription, ProviderTwoSubscription } from '@confab/core/protocol';
import type { ConfabDatabase, SubscriptionsTable } from '../db/tables.ts';
import type { BillingProvider } from './billing-config.ts';
import { storageLimitFor } from './entitlement.ts';
import type { SubscriptionUpdate } from './subscription-update.ts';

export type SubscriptionsStore = ReturnType<typeof createSubscriptionsStore>;

/** The subscriptions table and the storage plan it implies for each account. */
export function createSubscriptionsStore(
  database: ConfabDatabase,
  { baseLimitBytes, now }: { baseLimitBytes: number; now: () => Date },
) {
  const rowsOf = (userID: string) =>
    database
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', userID)
      .orderBy('updated_at')
      .execute();

  /** Writes the account's limit from its subscriptions; the quota and the stats read that row. */
  const refreshPlan = async (userID: string): Promise<void> => {
    const rows = await rowsOf(userID);
    const { limitUsageBytes, isPaid } = storageLimitFor(
      baseLimitBytes,
      rows.map((row) => ({
        provider: row.provider as BillingProvider,
        plan: row.plan,
        status: row.status,
        endsAt: row.ends_at,
      })),
      now(),
    );
    const values = {
      limit_usage_bytes: limitUsageBytes,
      is_paid: isPaid ? 1 : 0,
      updated_at: now().toISOString(),
    };
    await database
      .insertInto('storage_plans')
      .values({ user_id: userID, ...values })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
      .execute();
  };

  return {
    async find(provider: BillingProvider, id: string): Promise<SubscriptionsTable | undefined> {
      return database
        .selectFrom('subscriptions')
        .selectAll()
        .where('provider', '=', provider)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /**
     * Stores the provider's news unless a newer state is already stored (webhooks arrive out of
     * order and are retried), then refreshes the account's limit. Answers false when the account
     * cannot be told: the event names no account and none is stored, or the account does not exist.
     */
    async apply(update: SubscriptionUpdate): Promise<boolean> {
      const stored = await this.find(update.provider, update.id);
      const userID = stored?.user_id ?? update.userID;
      if (userID === undefined) return false;
      const user = await database
        .selectFrom('users')
        .select('id')
        .where('id', '=', userID)
        .executeTakeFirst();
      if (!user) return false;
      const changes = {
        plan: update.plan,
        status: update.status,
        customer_id: update.customerID,
        ends_at: update.endsAt,
        data: JSON.stringify(update.data),
        provider_updated_at: update.providerUpdatedAt,
        updated_at: now().toISOString(),
      };
      await database
        .insertInto('subscriptions')
        .values({ provider: update.provider, id: update.id, user_id: userID, ...changes })
        .onConflict((conflict) =>
          conflict
            .columns(['provider', 'id'])
            .doUpdateSet(changes)
            .where('subscriptions.provider_updated_at', '<=', update.providerUpdatedAt),
        )
        .execute();
      await refreshPlan(userID);
      return true;
    },

    /** The stats' two lists, oldest first, exactly as each provider shaped them. */
    async listFor(userID: string): Promise<{
      subscriptions: ProviderOneSubscription[];
      stripeSubscriptions: ProviderTwoSubscription[];
    }> {
      const rows = await rowsOf(userID);
      const of = (provider: BillingProvider) =>
        rows.filter((row) => row.provider === provider).map((row) => JSON.parse(row.data) as unknown);
      return {
        subscriptions: of('providerOne') as ProviderOneSubscription[],
        stripeSubscriptions: of('providerTwo') as ProviderTwoSubscription[],
      };
    },

    refreshPlan,
  };
}
