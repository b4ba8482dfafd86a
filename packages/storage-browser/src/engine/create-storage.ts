import type {
  Agent,
  BlobRecord,
  CustomModel,
  Folder,
  KnowledgeCollection,
  Plugin,
  Profile,
  Prompt,
  StoredFile,
} from '@confab/core/entities';
import type { Clock, StoragePort } from '@confab/core/ports';
import { ChangeHub, type ChangeRelayFactory } from './change-hub.ts';
import { createChatTable, deleteChat, saveChatWithMessages } from './chat-operations.ts';
import type { EngineContext, InvalidRecordReport } from './engine-context.ts';
import { createEntityTable } from './entity-table.ts';
import { createIndexedDocumentTable, createKnowledgeChunkTable } from './knowledge-tables.ts';
import { createMessageTable } from './message-table.ts';
import type { RecordBackend } from './record-backend.ts';
import { createSettingsTable } from './settings-table.ts';
import { createTombstoneTable } from './tombstone-table.ts';

export interface EngineOptions {
  backend: RecordBackend;
  relay: ChangeRelayFactory;
  clock: Clock;
  onInvalidRecord: (report: InvalidRecordReport) => void;
}

/** Builds the storage port over any backend; both implementations are this plus their backend. */
export function createStorageEngine(options: EngineOptions): StoragePort {
  const hub = new ChangeHub(options.relay);
  const context: EngineContext = {
    backend: options.backend,
    hub,
    clock: options.clock,
    reportInvalid: options.onInvalidRecord,
  };
  return {
    chats: createChatTable(context),
    messages: createMessageTable(context),
    folders: createEntityTable<Folder>(context, 'folders'),
    agents: createEntityTable<Agent>(context, 'agents'),
    prompts: createEntityTable<Prompt>(context, 'prompts'),
    plugins: createEntityTable<Plugin>(context, 'plugins'),
    customModels: createEntityTable<CustomModel>(context, 'customModels'),
    profiles: createEntityTable<Profile>(context, 'profiles'),
    settings: createSettingsTable(context),
    blobs: createEntityTable<BlobRecord>(context, 'blobs'),
    files: createEntityTable<StoredFile>(context, 'files'),
    knowledgeCollections: createEntityTable<KnowledgeCollection>(context, 'knowledgeCollections'),
    knowledgeChunks: createKnowledgeChunkTable(context),
    indexedDocuments: createIndexedDocumentTable(context),
    tombstones: createTombstoneTable(context),
    deleteChat: (id) => deleteChat(context, id),
    saveChatWithMessages: (meta, messages, saveOptions) =>
      saveChatWithMessages(context, meta, messages, saveOptions),
    // Imports and sync pulls bring their code when they first run, not with the app's first screen.
    importRecords: async (batch, importOptions) =>
      (await import('./import-records.ts')).importRecords(context, batch, importOptions),
    subscribe: (listener) => hub.subscribe(listener),
    close: () => {
      hub.close();
      options.backend.close();
      return Promise.resolve();
    },
  };
}
