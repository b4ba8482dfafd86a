import { walkCursor } from '../idb/request.ts';
import type { SchemaVersion } from './schema-version.ts';

/**
 * Adds the `activityAt` index (the sidebar's sort key: last message time, else updated time) and
 * backfills `messageCount`, which version 1 rows did not carry. Only adds and fills; never deletes.
 */
export const version2: SchemaVersion = {
  version: 2,
  stores: {
    chats: '&id, updatedAt, lastMessageCreatedAt, activityAt, folderID, archivedAt, favoritedAt, *tagIDs',
  },
  upgrade: async (transaction: IDBTransaction) => {
    // Index keys only: counting messages per chat never loads a message body.
    const counts = new Map<string, number>();
    await walkCursor(transaction.objectStore('messages').index('chatID').openKeyCursor(), (cursor) => {
      const chatID = cursor.key as string;
      counts.set(chatID, (counts.get(chatID) ?? 0) + 1);
    });
    await walkCursor(transaction.objectStore('chats').openCursor(), (cursor) => {
      const chat = { ...(cursor.value as Record<string, unknown>) };
      const id = String(chat.id);
      if (typeof chat.messageCount !== 'number') chat.messageCount = counts.get(id) ?? 0;
      chat.activityAt = chat.lastMessageCreatedAt ?? chat.updatedAt;
      cursor.update(chat);
    });
  },
};
