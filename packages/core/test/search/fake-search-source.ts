import { createChatMeta, type ChatMeta } from '../../src/entities/index.ts';
import type { StorageChangeListener } from '../../src/ports/index.ts';
import type {
  SearchSnapshot,
  SearchSnapshotStore,
  SearchSource,
  SearchableMessage,
} from '../../src/search/index.ts';

export function meta(id: string, title = '', now = 1): ChatMeta {
  return { ...createChatMeta({ id, now }), chatTitle: title };
}

/**
 * An in-memory store with a chat change log like the IndexedDB one: every write numbers its chat.
 * `quiet` writes tell no listener, as when no worker was running or the message was lost.
 */
export function fakeStore() {
  const chats = new Map<string, ChatMeta>();
  const messages = new Map<string, SearchableMessage[]>();
  const log = new Map<string, number>();
  const listeners = new Set<StorageChangeListener>();
  let sequence = 0;
  let reads = 0;
  const touch = (chatID: string, quiet: boolean) => {
    sequence += 1;
    log.set(chatID, sequence);
    if (quiet) return;
    for (const listener of listeners) listener({ table: 'chats', ids: [chatID], origin: 'remote-tab' });
  };
  const source = (): SearchSource => ({
    listChats: () => Promise.resolve([...chats.values()]),
    getChat: (chatID) => Promise.resolve(chats.get(chatID)),
    messagesOfChats: (chatIDs) => {
      reads += chatIDs.length;
      return Promise.resolve(new Map(chatIDs.map((chatID) => [chatID, messages.get(chatID) ?? []])));
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changesSince: (after) =>
      Promise.resolve({
        chatIDs: [...log].filter(([, number]) => number > after).map(([chatID]) => chatID),
        sequence,
        chatCount: chats.size,
      }),
  });
  return {
    source,
    /** Chats whose messages were read since the last call (a build reads all of them). */
    takeReads: () => {
      const count = reads;
      reads = 0;
      return count;
    },
    save: (chat: ChatMeta, texts: string[], quiet = false) => {
      chats.set(chat.id, chat);
      messages.set(
        chat.id,
        texts.map((content, order) => ({ uuid: `${chat.id}-${String(order)}`, chatID: chat.id, content })),
      );
      touch(chat.id, quiet);
    },
    remove: (chatID: string, quiet = false) => {
      chats.delete(chatID);
      messages.delete(chatID);
      touch(chatID, quiet);
    },
    /** Removes every listener: the worker of a closed tab. */
    closeListeners: () => {
      listeners.clear();
    },
  };
}

/** Snapshots kept in memory, with the IndexedDB store's rule: a higher stored sequence wins. */
export function memorySnapshots(): SearchSnapshotStore & {
  stored: SearchSnapshot | undefined;
  saves: number;
} {
  const store = {
    stored: undefined as SearchSnapshot | undefined,
    saves: 0,
    load: () => Promise.resolve(store.stored),
    save: (snapshot: SearchSnapshot) => {
      store.saves += 1;
      if (!store.stored || store.stored.state.sequence <= snapshot.state.sequence) {
        store.stored = structuredClone(snapshot);
      }
      return Promise.resolve();
    },
  };
  return store;
}
