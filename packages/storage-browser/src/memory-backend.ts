import type { StorageTableName } from '@confab/core/ports';
import type {
  BackendTransaction,
  ChatQuery,
  RecordBackend,
  RecordKey,
  StoredRow,
} from './engine/record-backend.ts';
import { recordKey } from './engine/record-codecs.ts';
import { lookupOwn } from '@confab/core/entities';
import { compareKeys, compareRowsBy } from './memory-ordering.ts';

type TableData = Map<string, StoredRow>;

/** One named in-memory database, shared by every instance opened with its name (like one IndexedDB). */
interface MemoryDatabase {
  tables: Map<StorageTableName, TableData>;
  /** Transactions run one at a time, as IndexedDB serialises overlapping read-write transactions. */
  queue: Promise<unknown>;
}

const databases = new Map<string, MemoryDatabase>();

function openMemoryDatabase(name: string): MemoryDatabase {
  let database = databases.get(name);
  if (!database) {
    database = { tables: new Map(), queue: Promise.resolve() };
    databases.set(name, database);
  }
  return database;
}

const serialise = (key: RecordKey): string => (typeof key === 'string' ? key : key.join('\u0000'));

/** IndexedDB leaves a row out of an index when its field is null, missing or not a key. */
function isIndexKey(value: unknown): boolean {
  return (
    typeof value === 'number' || typeof value === 'string' || value instanceof Date || Array.isArray(value)
  );
}

function sortedRows(table: StorageTableName, data: TableData): StoredRow[] {
  return [...data.values()].sort((left, right) =>
    compareKeys(recordKey(table, left), recordKey(table, right)),
  );
}

function queryChats(data: TableData, query: ChatQuery): StoredRow[] {
  const field = query.orderBy === 'updatedAt' ? 'updatedAt' : 'activityAt';
  let rows = [...data.values()].sort(compareRowsBy(field, 'id'));
  if (query.direction === 'descending') rows.reverse();
  if (!query.includeArchived) rows = rows.filter((row) => row.archivedAt == null);
  const end = query.limit === undefined ? undefined : query.offset + query.limit;
  return rows.slice(query.offset, end);
}

/** Reads and writes go through structuredClone, so callers never share objects with the store. */
function transactionOver(
  tables: Map<StorageTableName, TableData>,
  scope: readonly StorageTableName[],
): BackendTransaction {
  const data = (table: StorageTableName): TableData => {
    // IndexedDB refuses a store outside the transaction's scope; so do we, loudly.
    if (!scope.includes(table)) throw new Error(`Table ${table} is not in this transaction`);
    let rows = tables.get(table);
    if (!rows) {
      rows = new Map();
      tables.set(table, rows);
    }
    return rows;
  };
  const read = (row: StoredRow | undefined) => (row === undefined ? undefined : structuredClone(row));
  return {
    get: (table, key) => Promise.resolve(read(data(table).get(serialise(key)))),
    getMany: (table, keys) => Promise.resolve(keys.map((key) => read(data(table).get(serialise(key))))),
    getAll: (table) => Promise.resolve(structuredClone(sortedRows(table, data(table)))),
    put: (table, rows) => {
      for (const row of rows) data(table).set(serialise(recordKey(table, row)), structuredClone(row));
      return Promise.resolve();
    },
    delete: (table, keys) => {
      for (const key of keys) data(table).delete(serialise(key));
      return Promise.resolve();
    },
    messagesOfChat: (chatID) => {
      const rows = [...data('messages').values()].filter((row) => row.chatID === chatID);
      return Promise.resolve(structuredClone(rows.sort(compareRowsBy('order', 'uuid'))));
    },
    queryChats: (query) => Promise.resolve(structuredClone(queryChats(data('chats'), query))),
    indexedRows: (table, field) => {
      // Equal index keys in primary-key order, as IndexedDB returns them (the sort is stable).
      const rows = sortedRows(table, data(table)).filter((row) => isIndexKey(lookupOwn(row, field)));
      return Promise.resolve(structuredClone(rows.sort(compareRowsBy(field))));
    },
    getAllByIndex: (table, field, value) =>
      Promise.resolve(
        structuredClone(sortedRows(table, data(table)).filter((row) => lookupOwn(row, field) === value)),
      ),
    pageAfter: (table, after, limit) => {
      const rows = sortedRows(table, data(table)).filter(
        (row) => after === undefined || compareKeys(recordKey(table, row), after) > 0,
      );
      return Promise.resolve(structuredClone(rows.slice(0, limit)));
    },
    count: (table) => Promise.resolve(data(table).size),
    tombstonesSince: (time) => {
      const rows = [...data('tombstones').values()].filter((row) => Number(row.deletedAt) >= time);
      return Promise.resolve(structuredClone(rows.sort(compareRowsBy('deletedAt', 'table', 'id'))));
    },
  };
}

/**
 * The engine's backend in memory. A write transaction works on copies of its tables and swaps them in
 * only when the work succeeds, which gives the same all-or-nothing result as IndexedDB.
 */
export function memoryBackend(databaseName: string): RecordBackend {
  const database = openMemoryDatabase(databaseName);
  let closed = false;
  return {
    transact: (mode, tables, work) => {
      const run = database.queue.then(async () => {
        if (closed) throw new Error(`Memory database ${databaseName} is closed`);
        if (mode === 'read') return work(transactionOver(database.tables, tables));
        const copies = new Map(tables.map((table) => [table, new Map(database.tables.get(table))]));
        const result = await work(transactionOver(copies, tables));
        for (const [table, rows] of copies) database.tables.set(table, rows);
        return result;
      });
      database.queue = run.catch(() => undefined);
      return run;
    },
    close: () => {
      closed = true;
    },
  };
}
