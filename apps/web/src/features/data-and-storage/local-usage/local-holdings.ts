import type { StorageChange, StoragePort } from '@confab/core';
import type { LiveQuery } from '../../../storage/use-live-query.ts';

/** What Confab holds on this device, counted from the store. */
export interface LocalHoldings {
  chats: number;
  messages: number;
  attachments: number;
  attachmentBytes: number;
  /** Files of the Files tab and their bytes (blobs a file names are counted here, not as attachments). */
  files: number;
  fileBytes: number;
  /** Passages of the knowledge index: derived from the files on this device. */
  passages: number;
}

/**
 * Messages are counted from each chat's `messageCount` (kept by every write of a chat), so no
 * message body is read; blobs are listed as handles, their bytes stay where the browser keeps them.
 */
export async function readLocalHoldings(storage: StoragePort): Promise<LocalHoldings> {
  const [chats, blobs, files, passages] = await Promise.all([
    storage.chats.query({ includeArchived: true }),
    storage.blobs.list(),
    storage.files.list(),
    storage.knowledgeChunks.count(),
  ]);
  const fileBlobIDs = new Set(files.map((file) => file.blobID));
  const attachments = blobs.filter((blob) => !fileBlobIDs.has(blob.id));
  return {
    chats: chats.length,
    messages: chats.reduce((sum, chat) => sum + chat.messageCount, 0),
    attachments: attachments.length,
    attachmentBytes: attachments.reduce((sum, blob) => sum + blob.size, 0),
    files: files.length,
    fileBytes: blobs.filter((blob) => fileBlobIDs.has(blob.id)).reduce((sum, blob) => sum + blob.size, 0),
    passages,
  };
}

const watchedTables: ReadonlySet<string> = new Set(['chats', 'blobs', 'files', 'knowledgeChunks']);

export const localHoldingsQuery: LiveQuery<LocalHoldings> = {
  read: readLocalHoldings,
  watches: (change: StorageChange) => watchedTables.has(change.table),
};
