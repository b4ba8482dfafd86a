import type { StoragePort, StorageTableName } from '@confab/core';

/** The tables a temporary chat keeps in memory; everything else (keys, models, agents) is the real store. */
const chatTables: ReadonlySet<StorageTableName> = new Set(['chats', 'messages']);

/**
 * The store a temporary chat runs on: its chats and messages live in `memory` (never in IndexedDB, so
 * never synced, indexed or listed in the sidebar), while settings, keys, models and agents are read
 * from `base` as usual. Each side reports only the changes of the tables it serves.
 */
export function createTemporaryChatStorage(base: StoragePort, memory: StoragePort): StoragePort {
  return {
    chats: memory.chats,
    messages: memory.messages,
    folders: base.folders,
    agents: base.agents,
    prompts: base.prompts,
    plugins: base.plugins,
    customModels: base.customModels,
    profiles: base.profiles,
    settings: base.settings,
    blobs: base.blobs,
    files: base.files,
    knowledgeCollections: base.knowledgeCollections,
    knowledgeChunks: base.knowledgeChunks,
    indexedDocuments: base.indexedDocuments,
    // A temporary chat's deletion must leave no tombstone that could sync.
    tombstones: memory.tombstones,
    deleteChat: (id) => memory.deleteChat(id),
    saveChatWithMessages: (meta, messages, options) => memory.saveChatWithMessages(meta, messages, options),
    // Imports are whole-store operations; they belong to the real store.
    importRecords: (batch, options) => base.importRecords(batch, options),
    subscribe: (listener) => {
      const fromBase = base.subscribe((change) => {
        if (!chatTables.has(change.table) && change.table !== 'tombstones') listener(change);
      });
      const fromMemory = memory.subscribe((change) => {
        if (chatTables.has(change.table)) listener(change);
      });
      return () => {
        fromBase();
        fromMemory();
      };
    },
    // Closing the temporary store never closes the app's.
    close: () => memory.close(),
  };
}
