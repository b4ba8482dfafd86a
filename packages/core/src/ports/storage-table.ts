import type {
  ChatMeta,
  KnowledgeChunk,
  Message,
  Setting,
  Tombstone,
  TombstoneTableName,
} from '../entities/index.ts';

/**
 * The shape every keyed entity table shares, so a later issue adds a table by naming it rather than
 * by designing a new interface. Records are validated on write and on read.
 */
export interface Table<T> {
  get(id: string): Promise<T | undefined>;
  /** One slot per id, in the order asked; undefined where nothing is stored. */
  getMany(ids: readonly string[]): Promise<(T | undefined)[]>;
  list(): Promise<T[]>;
  put(record: T): Promise<void>;
  putMany(records: readonly T[]): Promise<void>;
  /** Removes the record and leaves a tombstone in the same transaction (nothing when it was absent). */
  delete(id: string): Promise<void>;
}

export type ChatOrder = 'updatedAt' | 'lastMessageCreatedAt';

export interface ChatListOptions {
  /** `lastMessageCreatedAt` falls back to updatedAt for chats without messages (spec's sort key). */
  orderBy?: ChatOrder;
  direction?: 'ascending' | 'descending';
  includeArchived?: boolean;
  offset?: number;
  limit?: number;
}

/** Chat metadata only; `delete` also removes the chat's messages. */
export interface ChatTable extends Table<ChatMeta> {
  query(options?: ChatListOptions): Promise<ChatMeta[]>;
  /** Every favourite chat, archived ones included, read through the favourites index. */
  favorites(): Promise<ChatMeta[]>;
  /**
   * Up to `limit` chats with ids above `after` (from the first when absent), in id order: a long list
   * read in slices, each one short task. `lastID` is where the next slice starts (undefined at the end).
   */
  pageAfter(
    after: string | undefined,
    limit: number,
  ): Promise<{ chats: ChatMeta[]; lastID: string | undefined }>;
  /**
   * Reads the chat, applies `change` and writes its result in one transaction, so a write made
   * meanwhile elsewhere (the next prompt, a sync) is never overwritten with an older copy. `change`
   * must be synchronous; it answers undefined (or the chat itself) to leave it as it is. Resolves to
   * the chat as stored afterwards, undefined when there is none.
   */
  update(id: string, change: (chat: ChatMeta) => ChatMeta | undefined): Promise<ChatMeta | undefined>;
  /** `update` of each stored chat of `ids`, all in one transaction (the sidebar's bulk actions). */
  updateMany(ids: readonly string[], change: (chat: ChatMeta) => ChatMeta | undefined): Promise<void>;
}

/** Message bodies, keyed by uuid. Deleting messages leaves no tombstone: they sync with their chat. */
export interface MessageTable {
  get(uuid: string): Promise<Message | undefined>;
  listByChat(chatID: string): Promise<Message[]>;
  /** The messages of each chat, as `listByChat` gives them, read together in one go (the export). */
  listByChats(chatIDs: readonly string[]): Promise<Message[][]>;
  put(message: Message): Promise<void>;
  putMany(messages: readonly Message[]): Promise<void>;
  /**
   * As `ChatTable.update`, for one message: a write made meanwhile (the next part of an answer
   * arriving) is never overwritten with an older copy.
   */
  update(uuid: string, change: (message: Message) => Message | undefined): Promise<Message | undefined>;
  delete(uuid: string): Promise<void>;
  deleteByChat(chatID: string): Promise<void>;
}

export interface SettingsTable {
  get(key: string): Promise<Setting | undefined>;
  set(setting: Setting): Promise<void>;
  all(): Promise<Setting[]>;
  delete(key: string): Promise<void>;
}

export interface TombstoneReference {
  table: TombstoneTableName;
  id: string;
}

export interface TombstoneTable {
  list(): Promise<Tombstone[]>;
  /** Tombstones with deletedAt >= time, oldest first. */
  listSince(time: number): Promise<Tombstone[]>;
  markSynced(references: readonly TombstoneReference[], syncedAt: number): Promise<void>;
  /** Forgets the given tombstones, or all of them when none are given (after the server has them). */
  clear(references?: readonly TombstoneReference[]): Promise<void>;
}

/**
 * Passages of the knowledge base, derived per device from the files' bytes: no tombstones, no sync.
 * A file's chunks are replaced as a whole when it is read again.
 */
export interface KnowledgeChunkTable {
  listByFile(fileID: string): Promise<KnowledgeChunk[]>;
  /** Every chunk, in pages of `limit` ordered by id; `after` is the last id of the previous page. */
  page(options: { after?: string; limit: number }): Promise<KnowledgeChunk[]>;
  count(): Promise<number>;
  /** Deletes the file's chunks and writes these in one transaction. */
  replaceForFile(fileID: string, chunks: readonly KnowledgeChunk[]): Promise<void>;
  /** Sets or replaces vectors on stored chunks (ids absent from the store are skipped). */
  putEmbeddings(entries: readonly { id: string; embedding: Float32Array }[]): Promise<void>;
  deleteByFile(fileID: string): Promise<void>;
}
