import type { Message } from '@confab/core/entities';
import { InvalidRecordError, type MessageTable } from '@confab/core/ports';
import { present, readRows, writeTombstones, type EngineContext } from './engine-context.ts';
import { requireValid } from './record-codecs.ts';

function uniqueChatIDs(messages: readonly Pick<Message, 'chatID'>[]): string[] {
  return [...new Set(messages.map((message) => message.chatID))];
}

/**
 * Message bodies. Deleting one leaves a tombstone naming its chat, so sync carries the deletion;
 * deleting a whole chat leaves only the chat's. Message ids are never reused, so a put does not
 * revive a tombstone.
 */
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
    // One transaction for all: a transaction per chat costs more than reading its 20 messages.
    listByChats: async (chatIDs) => {
      const lists = await backend.transact('read', ['messages'], (transaction) =>
        Promise.all(chatIDs.map((chatID) => transaction.messagesOfChat(chatID))),
      );
      return lists.map((rows) => present(readRows<Message>(context, 'messages', rows)));
    },
    put: (message) => putMany([message]),
    putMany,
    update: async (uuid, change) => {
      const outcome = await backend.transact('write', ['messages'], async (transaction) => {
        const [stored] = readRows<Message>(context, 'messages', [await transaction.get('messages', uuid)]);
        const next = stored && change(stored);
        if (!next || next === stored) return { stored, changed: false };
        if (next.uuid !== uuid || next.chatID !== stored.chatID) {
          throw new InvalidRecordError('messages', [
            `an update of message ${uuid} named another message or chat`,
          ]);
        }
        const valid = requireValid('messages', next);
        await transaction.put('messages', [valid]);
        return { stored: valid, changed: true };
      });
      if (outcome.changed && outcome.stored) {
        hub.emit([{ table: 'messages', ids: [uuid], chatIDs: [outcome.stored.chatID] }]);
      }
      return outcome.stored;
    },
    delete: async (uuid) => {
      const changes = await backend.transact('write', ['messages', 'tombstones'], async (transaction) => {
        const row = await transaction.get('messages', uuid);
        if (row === undefined) return [];
        const chatID = String(row.chatID);
        await transaction.delete('messages', [uuid]);
        const tombstones = await writeTombstones(
          transaction,
          'messages',
          [uuid],
          context.clock.now(),
          chatID,
        );
        return [{ table: 'messages' as const, ids: [uuid], chatIDs: [chatID] }, ...tombstones];
      });
      if (changes.length > 0) hub.emit(changes);
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
