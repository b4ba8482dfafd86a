import { Dexie, type IndexableType } from 'dexie';
import type { ConfabDatabase } from './confab-database.ts';
import type { BackendTransaction, RecordBackend, RecordKey, StoredRow } from './engine/record-backend.ts';

// Dexie's key type is mutable; our keys are readonly tuples that Dexie only reads.
const asKey = (key: RecordKey) => key as IndexableType;

/** The engine's backend over Dexie: each `transact` is one IndexedDB transaction. */
export function dexieBackend(database: ConfabDatabase): RecordBackend {
  const table = (name: string) => database.table<StoredRow>(name);
  const transaction: BackendTransaction = {
    get: (name, key) => table(name).get(asKey(key)),
    getMany: (name, keys) => table(name).bulkGet(keys.map(asKey)),
    getAll: (name) => table(name).toArray(),
    // Always a Dexie call, even for an empty list: awaiting a plain native promise inside a Dexie
    // transaction lets IndexedDB auto-commit it (PrematureCommitError).
    put: (name, rows) =>
      table(name)
        .bulkPut([...rows])
        .then(() => undefined),
    delete: (name, keys) => table(name).bulkDelete(keys.map(asKey)),
    messagesOfChat: (chatID) =>
      database.messages
        .where('[chatID+order]')
        .between([chatID, Dexie.minKey], [chatID, Dexie.maxKey])
        .toArray(),
    queryChats: (query) => {
      let collection = database.chats.orderBy(query.orderBy === 'updatedAt' ? 'updatedAt' : 'activityAt');
      if (query.direction === 'descending') collection = collection.reverse();
      if (!query.includeArchived) collection = collection.filter((row) => row.archivedAt == null);
      collection = collection.offset(query.offset);
      if (query.limit !== undefined) collection = collection.limit(query.limit);
      return collection.toArray();
    },
    tombstonesSince: (time) => database.tombstones.where('deletedAt').aboveOrEqual(time).toArray(),
  };
  return {
    transact: (mode, tables, work) =>
      database.transaction(mode === 'read' ? 'r' : 'rw', [...tables], () => work(transaction)),
    close: () => {
      database.close();
    },
  };
}
