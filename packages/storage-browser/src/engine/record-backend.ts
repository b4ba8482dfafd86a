import type { ChatListOptions, StorageTableName } from '@confab/core/ports';

/** Tombstones are keyed by [table, id] because ids are only unique within their own table. */
export type RecordKey = string | readonly [string, string];

export type StoredRow = Record<string, unknown>;

/** What a chat list asks of the store, with the defaults already applied. */
export type ChatQuery = Required<Omit<ChatListOptions, 'limit'>> & { limit: number | undefined };

/**
 * The few operations the storage engine needs from a database. IndexedDB and memory each
 * implement it; every rule of the port (validation, tombstones, events) lives once, in the engine.
 * Rows are stored shapes: chats carry derived index fields the entity does not have.
 */
export interface BackendTransaction {
  get(table: StorageTableName, key: RecordKey): Promise<StoredRow | undefined>;
  getMany(table: StorageTableName, keys: readonly RecordKey[]): Promise<(StoredRow | undefined)[]>;
  getAll(table: StorageTableName): Promise<StoredRow[]>;
  put(table: StorageTableName, rows: readonly StoredRow[]): Promise<void>;
  delete(table: StorageTableName, keys: readonly RecordKey[]): Promise<void>;
  /** Messages of one chat ordered by `order` (the [chatID+order] index). */
  messagesOfChat(chatID: string): Promise<StoredRow[]>;
  /** Chat rows in index order; never touches the messages store. */
  queryChats(query: ChatQuery): Promise<StoredRow[]>;
  /** Every row the `field` index holds (those whose field is a valid key), in index order. */
  indexedRows(table: StorageTableName, field: string): Promise<StoredRow[]>;
  /** Rows whose `field` index equals `value`, in primary-key order. */
  getAllByIndex(table: StorageTableName, field: string, value: string): Promise<StoredRow[]>;
  /** Up to `limit` rows with keys above `after` (from the first when absent), in primary-key order. */
  pageAfter(table: StorageTableName, after: string | undefined, limit: number): Promise<StoredRow[]>;
  count(table: StorageTableName): Promise<number>;
  /** Tombstones with deletedAt >= time, oldest first (the deletedAt index). */
  tombstonesSince(time: number): Promise<StoredRow[]>;
}

export interface RecordBackend {
  /** Runs `work` atomically over the named tables: all of its writes land, or none do. */
  transact<Result>(
    mode: 'read' | 'write',
    tables: readonly StorageTableName[],
    work: (transaction: BackendTransaction) => Promise<Result>,
  ): Promise<Result>;
  close(): void;
}
