import { createIndexedDbStorage, openConfabDatabase, readChatChangesSince } from '@confab/storage-browser';
import { storageSearchSource, type SearchSource } from '@confab/core/search';
import { readMessagesOfChats } from './message-reader.ts';

/**
 * The worker's own connection to the app's database, shared by its storage instance, the bulk
 * message reader and the chat change log. The storage instance hears every tab's writes
 * (including this tab's main thread) over the storage package's BroadcastChannel.
 */
export function workerSearchSource(databaseName: string): SearchSource {
  const opening = openConfabDatabase({ databaseName });
  const storage = createIndexedDbStorage({ databaseName, database: opening });
  return {
    ...storageSearchSource(storage),
    messagesOfChats: async (chatIDs) => readMessagesOfChats(await opening, chatIDs),
    changesSince: async (sequence) => readChatChangesSince(await opening, sequence),
  };
}
