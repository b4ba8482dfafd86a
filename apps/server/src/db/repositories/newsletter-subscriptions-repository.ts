import { randomBytes } from 'node:crypto';
import type { RepositoryContext } from './repository-context.ts';
import { normaliseEmail } from './users-repository.ts';

export interface NewsletterSubscription {
  id: string;
  email: string;
  userID: string | null;
  unsubscribeToken: string;
  createdAt: string;
  unsubscribedAt: string | null;
}

export interface NewsletterSubscriptionsRepository {
  /**
   * Subscribes the address: a new row, or the existing one made active again (one row per address,
   * whatever the number of calls). Keeps the row's unsubscribe token, so links already sent still work.
   */
  subscribe: (input: { email: string; userID?: string }) => Promise<NewsletterSubscription>;
  /** Marks the token's subscription unsubscribed; false when no row has that token. */
  unsubscribe: (token: string) => Promise<boolean>;
  findByEmail: (email: string) => Promise<NewsletterSubscription | undefined>;
}

/** 32 random bytes: the link is the only proof of owning the address, so it must not be guessable. */
function newUnsubscribeToken(): string {
  return randomBytes(32).toString('base64url');
}

const unsubscribeTokenPattern = /^[A-Za-z0-9_-]{43}$/;

export function createNewsletterSubscriptionsRepository({
  database,
  now,
  newID,
}: RepositoryContext): NewsletterSubscriptionsRepository {
  async function findByEmail(email: string): Promise<NewsletterSubscription | undefined> {
    const row = await database
      .selectFrom('newsletter_subscriptions')
      .selectAll()
      .where('email', '=', normaliseEmail(email))
      .executeTakeFirst();
    return (
      row && {
        id: row.id,
        email: row.email,
        userID: row.user_id,
        unsubscribeToken: row.unsubscribe_token,
        createdAt: row.created_at,
        unsubscribedAt: row.unsubscribed_at,
      }
    );
  }

  return {
    async subscribe({ email, userID }) {
      const time = now().toISOString();
      // One statement, so two sign-ups of the same address at once still leave one row.
      await database
        .insertInto('newsletter_subscriptions')
        .values({
          id: newID('nl'),
          email: normaliseEmail(email),
          user_id: userID ?? null,
          unsubscribe_token: newUnsubscribeToken(),
          created_at: time,
          updated_at: time,
          unsubscribed_at: null,
        })
        .onConflict((conflict) =>
          conflict.column('email').doUpdateSet((update) => ({
            unsubscribed_at: null,
            updated_at: time,
            user_id: update.fn.coalesce(
              update.ref('excluded.user_id'),
              update.ref('newsletter_subscriptions.user_id'),
            ),
          })),
        )
        .execute();
      const subscription = await findByEmail(email);
      if (!subscription) throw new Error('The newsletter subscription was not stored.');
      return subscription;
    },

    async unsubscribe(token) {
      if (!unsubscribeTokenPattern.test(token)) return false;
      const time = now().toISOString();
      const rows = await database
        .updateTable('newsletter_subscriptions')
        .set((update) => ({
          unsubscribed_at: update.fn.coalesce(update.ref('unsubscribed_at'), update.val(time)),
          updated_at: time,
        }))
        .where('unsubscribe_token', '=', token)
        .returning('id')
        .execute();
      return rows.length > 0;
    },

    findByEmail,
  };
}
