import type { SharedChatData } from '@confab/core/protocol';
import type { ConfabDatabase } from '../db/tables.ts';
import { sharedLinkRows } from './shared-link-rows.ts';
import { hashDeleteSecret, newDeleteSecret, newShareID, shareIDPattern } from './share-ids.ts';

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
  const links = sharedLinkRows(database, 'shared_chats', 'chat');

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

    ...links,
  };
}
