import type { Transaction } from 'dexie';
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
  upgrade: async (transaction: Transaction) => {
    // Index keys only: counting messages per chat never loads a message body.
    const chatIDs = (await transaction.table('messages').orderBy('chatID').keys()) as string[];
    const counts = new Map<string, number>();
    for (const chatID of chatIDs) counts.set(chatID, (counts.get(chatID) ?? 0) + 1);
    await transaction
      .table('chats')
      .toCollection()
      .modify((chat: Record<string, unknown>) => {
        const id = String(chat.id);
        if (typeof chat.messageCount !== 'number') chat.messageCount = counts.get(id) ?? 0;
        chat.activityAt = chat.lastMessageCreatedAt ?? chat.updatedAt;
      });
  },
};
