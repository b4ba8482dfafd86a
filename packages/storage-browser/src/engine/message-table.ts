import type { Message } from '@confab/core/entities';
import type { MessageTable } from '@confab/core/ports';
import { present, readRows, type EngineContext } from './engine-context.ts';
import { requireValid } from './record-codecs.ts';

function uniqueChatIDs(messages: readonly Pick<Message, 'chatID'>[]): string[] {
  return [...new Set(messages.map((message) => message.chatID))];
}

/** Message bodies. Their deletions leave no tombstone: a chat syncs as one unit with its messages. */
export function createMessageTable(context: EngineContext): MessageTable {
  const { backend, hub } = context;

  async function putMany(messages: readonly Message[]): Promise<void> {
    if (messages.length === 0) return;
    const rows = messages.map((message) => requireValid('messages', message));
    await backend.transact('write', ['messages'], (transaction) => transaction.put('messages', rows));
    hub.emit([{ table: 'messages', ids: rows.map((message) => message.uuid), chatIDs: uniqueChatIDs(rows) }]);
  }

  return {
    get: async (uuid) => {
      const row = await backend.transact('read', ['messages'], (transaction) =>
        transaction.get('messages', uuid),
      );
      return readRows<Message>(context, 'messages', [row])[0];
    },
    listByChat: async (chatID) => {
      const rows = await backend.transact('read', ['messages'], (transaction) =>
        transaction.messagesOfChat(chatID),
      );
      return present(readRows<Message>(context, 'messages', rows));
    },
    put: (message) => putMany([message]),
    putMany,
    delete: async (uuid) => {
      const removed = await backend.transact('write', ['messages'], async (transaction) => {
        const row = await transaction.get('messages', uuid);
        if (row !== undefined) await transaction.delete('messages', [uuid]);
        return row;
      });
      if (removed !== undefined) {
        hub.emit([{ table: 'messages', ids: [uuid], chatIDs: [String(removed.chatID)] }]);
      }
    },
    deleteByChat: async (chatID) => {
      const uuids = await backend.transact('write', ['messages'], async (transaction) => {
        const rows = await transaction.messagesOfChat(chatID);
        const keys = rows.map((row) => String(row.uuid));
        await transaction.delete('messages', keys);
        return keys;
      });
      hub.emit([{ table: 'messages', ids: uuids, chatIDs: [chatID] }]);
    },
  };
}
