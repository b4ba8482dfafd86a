import type { SharedLink } from '@confab/core/protocol';
import type { ConfabDatabase } from '../db/tables.ts';
import { deleteSecretMatches, deleteSecretPattern, shareIDPattern } from './share-ids.ts';

/** The tables of shared items that are listed and deleted the same way (agents are links to records). */
type SharedItemTable = 'shared_chats' | 'shared_plugins';

/**
 * The owner-side rows of one kind of shared item: the manager's list, its deletes, and the delete
 * link's secret. Every owner-side call takes the account from the session, never the body.
 */
export function sharedLinkRows(database: ConfabDatabase, table: SharedItemTable, type: SharedLink['type']) {
  /** Whether the link exists and the secret is its delete secret; unknown ids and wrong secrets alike say no. */
  const secretMatches = async (id: string, secret: string): Promise<boolean> => {
    if (!shareIDPattern.test(id) || !deleteSecretPattern.test(secret)) return false;
    const row = await database
      .selectFrom(table)
      .select('delete_secret_hash')
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined && deleteSecretMatches(secret, row.delete_secret_hash);
  };

  return {
    async listOf(userID: string): Promise<SharedLink[]> {
      const rows = await database
        .selectFrom(table)
        .select(['id', 'title', 'created_at'])
        .where('user_id', '=', userID)
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        createdAt: Date.parse(row.created_at),
        type,
      }));
    },

    /** Deletes the owner's links among `ids` (others' ids are ignored), or all of them. */
    async deleteOf(userID: string, selection: { ids: readonly string[] } | 'all'): Promise<void> {
      let query = database.deleteFrom(table).where('user_id', '=', userID);
      if (selection !== 'all') {
        if (selection.ids.length === 0) return;
        query = query.where('id', 'in', [...selection.ids]);
      }
      await query.execute();
    },

    secretMatches,

    /** The delete link: true when the secret matched and the link is gone. */
    async deleteWithSecret(id: string, secret: string): Promise<boolean> {
      if (!(await secretMatches(id, secret))) return false;
      await database.deleteFrom(table).where('id', '=', id).execute();
      return true;
    },
  };
}
