import type { Agent, BlobRecord, ChatMeta, Folder, Message } from '../entities/index.ts';
import type { Table } from '../ports/index.ts';
import type { ConversationStore } from './conversation-store.ts';

/** The store a test arranges: the conversation's part, and projects to put. */
export type TestConversationStore = ConversationStore & { folders: Pick<Table<Folder>, 'get' | 'put'> };

/**
 * An in-memory conversation store for core's tests (the browser store's own in-memory twin needs the
 * DOM library, which core must not see). Records are copied in and out, as a real store's are.
 */
export function createTestConversationStore(): TestConversationStore {
  const chats = recordMap<ChatMeta>((meta) => meta.id);
  const messages = recordMap<Message>((message) => message.uuid);
  const folders = recordMap<Folder>((folder) => folder.id);
  const agents = recordMap<Agent>((agent) => agent.id);
  const blobs = recordMap<BlobRecord>((blob) => blob.id);
  const messagesOf = (chatID: string) =>
    [...messages.records.values()]
      .filter((message) => message.chatID === chatID)
      .sort((first, second) => first.order - second.order);
  return {
    chats: {
      ...chats,
      update: async (id, change) => {
        const stored = await chats.get(id);
        const next = stored && change(stored);
        if (!next || next === stored) return stored;
        await chats.put(next);
        return chats.get(id);
      },
    },
    messages: {
      get: messages.get,
      put: messages.put,
      listByChat: (chatID) => Promise.resolve(messagesOf(chatID).map((message) => ({ ...message }))),
    },
    folders,
    agents,
    blobs,
    saveChatWithMessages: async (meta, saved, options) => {
      if (options?.replaceMessages) {
        for (const message of messagesOf(meta.id)) messages.records.delete(message.uuid);
      }
      await chats.put(meta);
      for (const message of saved) await messages.put(message);
    },
  };
}

function recordMap<Stored extends object>(idOf: (record: Stored) => string) {
  const records = new Map<string, Stored>();
  const get = (id: string) => {
    const record = records.get(id);
    return Promise.resolve(record === undefined ? undefined : { ...record });
  };
  return {
    records,
    get,
    getMany: (ids: readonly string[]) => Promise.all(ids.map(get)),
    put: (record: Stored) => {
      records.set(idOf(record), { ...record });
      return Promise.resolve();
    },
  };
}
