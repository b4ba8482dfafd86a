import { ConfabDatabase, createIndexedDbStorage } from '@confab/storage-browser';
import { storageSearchSource, type SearchSource } from '@confab/core/search';
import { readMessagesOfChats } from './dexie-message-reader.ts';

/**
 * The worker's own connection to the app's database. Its storage instance hears every tab's writes
 * (including this tab's main thread) over the storage package's BroadcastChannel.
 */
export function workerSearchSource(databaseName: string): SearchSource {
  const storage = createIndexedDbStorage({ databaseName });
  const database = new ConfabDatabase({ databaseName });
  return {
    ...storageSearchSource(storage),
    messagesOfChats: (chatIDs) => readMessagesOfChats(database, chatIDs),
  };
}
