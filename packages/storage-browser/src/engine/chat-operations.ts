import type { ChatMeta, Message } from '@confab/core/entities';
import type { ChatListOptions, ChatTable, SaveChatOptions } from '@confab/core/ports';
import { InvalidRecordError } from '@confab/core/ports';
import type { ChangeDescription } from './change-hub.ts';
import { dropTombstones, present, readRows, writeTombstones, type EngineContext } from './engine-context.ts';
import { createEntityTable } from './entity-table.ts';
import type { ChatQuery } from './record-backend.ts';
import { chatRow, requireValid } from './record-codecs.ts';

function chatQuery(options: ChatListOptions = {}): ChatQuery {
  return {
    orderBy: options.orderBy ?? 'lastMessageCreatedAt',
    direction: options.direction ?? 'descending',
    includeArchived: options.includeArchived ?? false,
    offset: options.offset ?? 0,
    limit: options.limit,
  };
}

/** One transaction: the metadata, every message of the chat, and the tombstone. */
export async function deleteChat(context: EngineContext, id: string): Promise<void> {
  const changes = await context.backend.transact(
    'write',
    ['chats', 'messages', 'tombstones'],
    async (transaction) => {
      const messages = await transaction.messagesOfChat(id);
      const uuids = messages.map((message) => String(message.uuid));
      await transaction.delete('messages', uuids);
      const messageChange: ChangeDescription = { table: 'messages', ids: uuids, chatIDs: [id] };
      if ((await transaction.get('chats', id)) === undefined) return [messageChange];
      await transaction.delete('chats', [id]);
      const tombstones = await writeTombstones(transaction, 'chats', [id], context.clock.now());
      return [{ table: 'chats', ids: [id] }, messageChange, ...tombstones] satisfies ChangeDescription[];
    },
  );
  context.hub.emit(changes);
}

export async function saveChatWithMessages(
  context: EngineContext,
  meta: ChatMeta,
  messages: readonly Message[],
  options: SaveChatOptions = {},
): Promise<void> {
  const validMeta = requireValid('chats', meta);
  const validMessages = messages.map((message) => requireValid('messages', message));
  const stranger = validMessages.find((message) => message.chatID !== meta.id);
  if (stranger) {
    throw new InvalidRecordError('messages', [`message ${stranger.uuid} belongs to chat ${stranger.chatID}`]);
  }
  const kept = new Set(validMessages.map((message) => message.uuid));
  const changes = await context.backend.transact(
    'write',
    ['chats', 'messages', 'tombstones'],
    async (transaction) => {
      const stale = options.replaceMessages
        ? (await transaction.messagesOfChat(meta.id))
            .map((message) => String(message.uuid))
            .filter((uuid) => !kept.has(uuid))
        : [];
      await transaction.delete('messages', stale);
      await transaction.put('chats', [chatRow(validMeta)]);
      await transaction.put('messages', validMessages);
      const revived = await dropTombstones(transaction, 'chats', [meta.id]);
      // A message deleted here must stay deleted on the other devices, which merge chats per message.
      const deletions = await writeTombstones(transaction, 'messages', stale, context.clock.now(), meta.id);
      const messageIDs = [...kept, ...stale];
      return [
        { table: 'chats', ids: [meta.id] },
        { table: 'messages', ids: messageIDs, chatIDs: [meta.id] },
        ...revived,
        ...deletions,
      ] satisfies ChangeDescription[];
    },
  );
  context.hub.emit(changes);
}

/** One write transaction: the stored chats are read, changed and written back. */
export async function updateChats(
  context: EngineContext,
  ids: readonly string[],
  change: (chat: ChatMeta) => ChatMeta | undefined,
): Promise<(ChatMeta | undefined)[]> {
  const outcome = await context.backend.transact('write', ['chats'], async (transaction) => {
    const stored = readRows<ChatMeta>(context, 'chats', await transaction.getMany('chats', ids));
    const changed: ChatMeta[] = [];
    const after = stored.map((chat, index) => {
      const next = chat && change(chat);
      if (!next || next === chat) return chat;
      const id = ids[index] ?? '';
      if (next.id !== id)
        throw new InvalidRecordError('chats', [`an update of chat ${id} named chat ${next.id}`]);
      const valid = requireValid('chats', next);
      changed.push(valid);
      return valid;
    });
    await transaction.put('chats', changed.map(chatRow));
    return { after, changedIDs: changed.map((chat) => chat.id) };
  });
  if (outcome.changedIDs.length > 0) context.hub.emit([{ table: 'chats', ids: outcome.changedIDs }]);
  return outcome.after;
}

export function createChatTable(context: EngineContext): ChatTable {
  return {
    ...createEntityTable<ChatMeta>(context, 'chats', { toRow: chatRow }),
    delete: (id) => deleteChat(context, id),
    update: async (id, change) => (await updateChats(context, [id], change))[0],
    updateMany: async (ids, change) => {
      await updateChats(context, ids, change);
    },
    query: async (options) => {
      const rows = await context.backend.transact('read', ['chats'], (transaction) =>
        transaction.queryChats(chatQuery(options)),
      );
      return present(readRows<ChatMeta>(context, 'chats', rows));
    },
    favorites: async () => {
      const rows = await context.backend.transact('read', ['chats'], (transaction) =>
        transaction.indexedRows('chats', 'favoritedAt'),
      );
      return present(readRows<ChatMeta>(context, 'chats', rows));
    },
    pageAfter: async (after, limit) => {
      const rows = await context.backend.transact('read', ['chats'], (transaction) =>
        transaction.pageAfter('chats', after, limit),
      );
      // From the rows read, not the records kept: a corrupt row skipped must not end the walk early.
      const last = rows.length < limit ? undefined : rows.at(-1);
      return {
        chats: present(readRows<ChatMeta>(context, 'chats', rows)),
        lastID: last === undefined ? undefined : String(last.id),
      };
    },
  };
}
