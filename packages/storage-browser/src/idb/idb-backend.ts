import type { StorageTableName } from '@confab/core/ports';
import type { BackendTransaction, RecordBackend, RecordKey, StoredRow } from '../engine/record-backend.ts';
import { chatChangeStore, recordChatChanges } from './chat-change-log.ts';
import { queryChats } from './query-chats.ts';
import { requestResult, transactionDone } from './request.ts';

// IndexedDB reads key arrays without changing them; the cast only drops `readonly`.
const asKey = (key: RecordKey) => key as IDBValidKey;

function transactionOver(transaction: IDBTransaction, keyRange: typeof IDBKeyRange): BackendTransaction {
  const store = (name: StorageTableName) => transaction.objectStore(name);
  return {
    get: (name, key) => requestResult(store(name).get(asKey(key))) as Promise<StoredRow | undefined>,
    getMany: (name, keys) =>
      Promise.all(
        keys.map((key) => requestResult(store(name).get(asKey(key))) as Promise<StoredRow | undefined>),
      ),
    getAll: (name) => requestResult(store(name).getAll()) as Promise<StoredRow[]>,
    // Requests of one transaction succeed in order, and a failed one aborts the transaction, which
    // fails every later request: the last request answers for all. One promise per put instead
    // cost about 0.7 s of the page's time in an import of 200,000 messages.
    put: async (name, rows) => {
      const target = store(name);
      let last: IDBRequest | undefined;
      for (const row of rows) last = target.put(row);
      if (last) await requestResult(last);
    },
    delete: async (name, keys) => {
      const target = store(name);
      await Promise.all(keys.map((key) => requestResult(target.delete(asKey(key)))));
    },
    // [chatID] sorts before every [chatID, order] and [chatID, []] after them: arrays sort above numbers.
    messagesOfChat: (chatID) =>
      requestResult(
        store('messages')
          .index('[chatID+order]')
          .getAll(keyRange.bound([chatID], [chatID, []])),
      ) as Promise<StoredRow[]>,
    queryChats: (query) => queryChats(store('chats'), query),
    indexedRows: (name, field) => requestResult(store(name).index(field).getAll()) as Promise<StoredRow[]>,
    getAllByIndex: (name, field, value) =>
      requestResult(store(name).index(field).getAll(value)) as Promise<StoredRow[]>,
    pageAfter: (name, after, limit) =>
      requestResult(
        store(name).getAll(after === undefined ? null : keyRange.lowerBound(after, true), limit),
      ) as Promise<StoredRow[]>,
    count: (name) => requestResult(store(name).count()),
    tombstonesSince: (time) =>
      requestResult(store('tombstones').index('deletedAt').getAll(keyRange.lowerBound(time))) as Promise<
        StoredRow[]
      >,
  };
}

/**
 * Notes which chats a write touches (chat rows, message rows, deleted messages: their rows are read
 * before they go), so the transaction can number them in the chat change log before it commits.
 */
function trackChatWrites(inner: BackendTransaction, touched: Set<string>): BackendTransaction {
  return {
    ...inner,
    put: (name, rows) => {
      if (name === 'chats') for (const row of rows) touched.add(String(row.id));
      else if (name === 'messages') for (const row of rows) touched.add(String(row.chatID));
      return inner.put(name, rows);
    },
    delete: async (name, keys) => {
      if (name === 'chats') for (const key of keys) touched.add(String(key));
      else if (name === 'messages') {
        for (const row of await inner.getMany(name, keys)) if (row) touched.add(String(row.chatID));
      }
      await inner.delete(name, keys);
    },
  };
}

/**
 * The engine's backend over IndexedDB itself: each `transact` is one IndexedDB transaction. A write
 * resolves once the transaction has committed; work that throws aborts it, so none of its writes land.
 */
export function indexedDbBackend(
  opening: Promise<IDBDatabase>,
  keyRange: typeof IDBKeyRange = globalThis.IDBKeyRange,
): RecordBackend {
  let closed = false;
  // Each transaction reports a failed open to its own caller; this only keeps it from being unhandled.
  opening.catch(() => undefined);
  return {
    transact: async (mode, tables, work) => {
      const database = await opening;
      const logsChats =
        mode === 'write' &&
        (tables.includes('chats') || tables.includes('messages')) &&
        database.objectStoreNames.contains(chatChangeStore);
      const scope: string[] = logsChats ? [...tables, chatChangeStore] : [...tables];
      const transaction = database.transaction(scope, mode === 'read' ? 'readonly' : 'readwrite');
      const done = transactionDone(transaction);
      // A failed request rejects both; the work's own rejection is the one reported.
      done.catch(() => undefined);
      let result;
      try {
        const plain = transactionOver(transaction, keyRange);
        if (logsChats) {
          const touched = new Set<string>();
          result = await work(trackChatWrites(plain, touched));
          await recordChatChanges(transaction, touched);
        } else {
          result = await work(plain);
        }
      } catch (error) {
        if (!transaction.error) {
          try {
            transaction.abort();
          } catch {
            // Already finished: nothing left to undo.
          }
        }
        throw error;
      }
      if (mode === 'write') {
        // Nothing more will be asked of it: commit now rather than when IndexedDB notices it is idle.
        // A transaction already committing refuses; `done` reports how it ended either way.
        try {
          transaction.commit();
        } catch {
          // Already committing or finished.
        }
        await done;
      }
      return result;
    },
    close: () => {
      if (closed) return;
      closed = true;
      opening.then(
        (database) => {
          database.close();
        },
        () => undefined,
      );
    },
  };
}
