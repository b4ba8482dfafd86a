import { requestResult } from './request.ts';

/** The store that numbers chat writes (schema version 4). Not a table of the storage port. */
export const chatChangeStore = 'chatChanges';

export interface ChatChange {
  chatID: string;
  sequence: number;
}

/** The highest sequence written so far (0 on an empty log), read through the `sequence` index. */
async function lastSequence(store: IDBObjectStore): Promise<number> {
  const cursor = await requestResult(store.index('sequence').openKeyCursor(null, 'prev'));
  return typeof cursor?.key === 'number' ? cursor.key : 0;
}

/**
 * Gives every chat touched by a write transaction the next sequence number, in that transaction: it
 * lands with the write or not at all, and readwrite transactions over the store run one at a time
 * (across tabs too), so numbers follow commit order.
 */
export async function recordChatChanges(
  transaction: IDBTransaction,
  chatIDs: Iterable<string>,
): Promise<void> {
  const ids = [...chatIDs];
  if (ids.length === 0) return;
  const store = transaction.objectStore(chatChangeStore);
  const sequence = (await lastSequence(store)) + 1;
  await Promise.all(ids.map((chatID) => requestResult(store.put({ chatID, sequence }))));
}

/**
 * The chats written after `sequence`, the log's highest sequence (0 when empty) and the number of
 * chats, read in one transaction so the three agree.
 */
export async function readChatChangesSince(
  database: IDBDatabase,
  sequence: number,
  keyRange: typeof IDBKeyRange = globalThis.IDBKeyRange,
): Promise<{ chatIDs: string[]; sequence: number; chatCount: number }> {
  const transaction = database.transaction([chatChangeStore, 'chats'], 'readonly');
  const store = transaction.objectStore(chatChangeStore);
  const [rows, last, chatCount] = await Promise.all([
    requestResult(store.index('sequence').getAll(keyRange.lowerBound(sequence, true))) as Promise<
      ChatChange[]
    >,
    lastSequence(store),
    requestResult(transaction.objectStore('chats').count()),
  ]);
  return { chatIDs: rows.map((row) => row.chatID), sequence: last, chatCount };
}
