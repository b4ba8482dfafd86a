import type { HostedUser, HostedUserUpdate } from '@confab/core/protocol';
import type { ConfabDatabase } from '../db/tables.ts';

export interface HostedUsersStore {
  find: (userID: string) => Promise<HostedUser | undefined>;
  /** Stores the account information; undefined when the account is gone. */
  update: (userID: string, update: HostedUserUpdate) => Promise<HostedUser | undefined>;
  /** Records that the activation popup opened for the account now. */
  markActivatePrompted: (userID: string) => Promise<void>;
}

/** Account information of hosted members: the name columns on `users` (migration 0014). */
export function createHostedUsersStore(database: ConfabDatabase, now: () => Date): HostedUsersStore {
  async function find(userID: string): Promise<HostedUser | undefined> {
    const row = await database
      .selectFrom('users')
      .select(['email', 'first_name', 'last_name', 'profile_picture_url'])
      .where('id', '=', userID)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      email: row.email,
      ...(row.first_name === null ? {} : { firstName: row.first_name }),
      ...(row.last_name === null ? {} : { lastName: row.last_name }),
      ...(row.profile_picture_url === null ? {} : { profilePictureURL: row.profile_picture_url }),
    };
  }

  return {
    find,
    async update(userID, { firstName, lastName, profilePictureURL }) {
      await database
        .updateTable('users')
        .set({ first_name: firstName, last_name: lastName, profile_picture_url: profilePictureURL ?? null })
        .where('id', '=', userID)
        .execute();
      return find(userID);
    },
    async markActivatePrompted(userID) {
      await database
        .updateTable('users')
        .set({ org_activate_prompted_at: now().toISOString() })
        .where('id', '=', userID)
        .execute();
    },
  };
}
