import type { ChatMeta, StoragePort } from '@confab/core';
import type { WholeListHold } from './whole-list-hold.ts';

/**
 * Reads every chat of a store somewhere other than the page's thread, waiting while `hold` is on;
 * rejects when it cannot.
 */
export type WholeChatListReader = (sliceSize: number, hold: WholeListHold) => Promise<Map<string, ChatMeta>>;

// Per store: only the IndexedDB store the page opened at start has a database a worker can open.
const readers = new WeakMap<StoragePort, WholeChatListReader>();

/** The sidebar reads `storage`'s whole list through `reader` when the list is long. */
export function offerWholeChatListReader(storage: StoragePort, reader: WholeChatListReader): void {
  readers.set(storage, reader);
}

export function wholeChatListReaderFor(storage: StoragePort): WholeChatListReader | undefined {
  return readers.get(storage);
}

/**
 * The chat-list worker's reader for the app's database. Its code loads with the first long list's
 * read, after the first screen: a reader that cannot load rejects, and the page reads the list itself.
 */
export function workerChatListReader(databaseName: string): WholeChatListReader {
  return async (sliceSize, hold) =>
    (await import('./chat-list-worker-reader.ts')).readChatListInWorker(databaseName, sliceSize, hold);
}
