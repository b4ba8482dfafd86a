import type {
  Agent,
  BlobRecord,
  ChatMeta,
  CustomModel,
  Folder,
  IndexedDocument,
  KnowledgeCollection,
  Message,
  Plugin,
  Profile,
  Prompt,
  StoredFile,
} from '../entities/index.ts';
import type { ImportBatch, ImportRecordsOptions } from './import-records.ts';
import type { StorageChangeListener } from './storage-change.ts';
import type {
  ChatTable,
  KnowledgeChunkTable,
  MessageTable,
  SettingsTable,
  Table,
  TombstoneTable,
} from './storage-table.ts';

export interface SaveChatOptions {
  /** Also delete the chat's stored messages that are not in the list (after a fork or truncation). */
  replaceMessages?: boolean;
}

/**
 * The local store (named StoragePort so it never clashes with the DOM's Web Storage `Storage`).
 * Implementations: IndexedDB and in-memory in packages/storage-browser, both running one contract suite.
 */
export interface StoragePort {
  readonly chats: ChatTable;
  readonly messages: MessageTable;
  readonly folders: Table<Folder>;
  readonly agents: Table<Agent>;
  readonly prompts: Table<Prompt>;
  readonly plugins: Table<Plugin>;
  readonly customModels: Table<CustomModel>;
  readonly profiles: Table<Profile>;
  readonly settings: SettingsTable;
  readonly blobs: Table<BlobRecord>;
  readonly files: Table<StoredFile>;
  readonly knowledgeCollections: Table<KnowledgeCollection>;
  readonly knowledgeChunks: KnowledgeChunkTable;
  /** Device-local reading state per file; deleting one leaves no tombstone. */
  readonly indexedDocuments: Pick<Table<IndexedDocument>, 'get' | 'getMany' | 'list' | 'put'> & {
    delete(id: string): Promise<void>;
  };
  readonly tombstones: TombstoneTable;
  /** Removes the metadata and the messages, and writes the tombstone, in one transaction. */
  deleteChat(id: string): Promise<void>;
  /** Writes the metadata and the messages in one transaction; every message must belong to the chat. */
  saveChatWithMessages(
    meta: ChatMeta,
    messages: readonly Message[],
    options?: SaveChatOptions,
  ): Promise<void>;
  /**
   * Validates every record, then writes the whole batch in one transaction over every table it
   * touches: existing ids are overwritten (an imported chat's stored messages that it does not hold
   * are deleted), tombstones of written ids are dropped, and the changes are emitted once after the
   * commit. An invalid record, a failed write or an abort leaves the store exactly as it was.
   */
  importRecords(batch: ImportBatch, options?: ImportRecordsOptions): Promise<void>;
  /** Delivers committed changes from this instance and from other tabs; returns the unsubscribe. */
  subscribe(listener: StorageChangeListener): () => void;
  /** Closes the database and the cross-tab channel; the instance is unusable afterwards. */
  close(): Promise<void>;
}
