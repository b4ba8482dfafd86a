import type { SharedChatData, SharedLink } from '@confab/core/protocol';
import type { ConfabDatabase } from '../db/tables.ts';
import {
  deleteSecretMatches,
  deleteSecretPattern,
  hashDeleteSecret,
  newDeleteSecret,
  newShareID,
  shareIDPattern,
} from './share-ids.ts';

export interface PublishedChat {
  id: string;
  deleteSecret: string;
}

export interface StoredSharedChat {
  id: string;
  data: SharedChatData;
  createdAt: number;
  /** The owner let search engines list the page. */
  indexable: boolean;
}

export type SharedChatsStore = ReturnType<typeof createSharedChatsStore>;

/** Shared chat snapshots. Every owner-side call takes the account from the session, never the body. */
export function createSharedChatsStore(database: ConfabDatabase, { now }: { now: () => Date }) {
  /** Whether the link exists and the secret is its delete secret; unknown ids and wrong secrets alike say no. */
  const secretMatches = async (id: string, secret: string): Promise<boolean> => {
    if (!shareIDPattern.test(id) || !deleteSecretPattern.test(secret)) return false;
    const row = await database
      .selectFrom('shared_chats')
      .select('delete_secret_hash')
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined && deleteSecretMatches(secret, row.delete_secret_hash);
  };

  return {
    async publish(
      userID: string,
      data: SharedChatData,
      text: string,
      { indexable = false }: { indexable?: boolean } = {},
    ): Promise<PublishedChat> {
      const id = newShareID();
      const deleteSecret = newDeleteSecret();
      await database
        .insertInto('shared_chats')
        .values({
          id,
          user_id: userID,
          title: data.title,
          data: text,
          size: Buffer.byteLength(text),
          delete_secret_hash: hashDeleteSecret(deleteSecret),
          created_at: now().toISOString(),
          indexable: indexable ? 1 : 0,
        })
        .execute();
      return { id, deleteSecret };
    },

    /** Undefined for unknown, deleted or malformed ids: the caller answers all three the same way. */
    async read(id: string): Promise<StoredSharedChat | undefined> {
      if (!shareIDPattern.test(id)) return undefined;
      const row = await database
        .selectFrom('shared_chats')
        .select(['data', 'created_at', 'indexable'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id,
        data: JSON.parse(row.data) as SharedChatData,
        createdAt: Date.parse(row.created_at),
        indexable: row.indexable === 1,
      };
    },

    async listOf(userID: string): Promise<SharedLink[]> {
      const rows = await database
        .selectFrom('shared_chats')
        .select(['id', 'title', 'created_at'])
        .where('user_id', '=', userID)
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        createdAt: Date.parse(row.created_at),
        type: 'chat',
      }));
    },

    /** Deletes the owner's links among `ids` (others' ids are ignored), or all of them. */
    async deleteOf(userID: string, selection: { ids: readonly string[] } | 'all'): Promise<void> {
      let query = database.deleteFrom('shared_chats').where('user_id', '=', userID);
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
      await database.deleteFrom('shared_chats').where('id', '=', id).execute();
      return true;
    },
  };
}
