import type { StorageChange, StoragePort } from '@confab/core';
import type { LiveQuery } from '../../../storage/use-live-query.ts';

/** What Confab holds on this device, counted from the store. */
export interface LocalHoldings {
  chats: number;
  messages: number;
  attachments: number;
  attachmentBytes: number;
}

/**
 * Messages are counted from each chat's `messageCount` (kept by every write of a chat), so no
 * message body is read; blobs are listed as handles, their bytes stay where the browser keeps them.
 */
export async function readLocalHoldings(storage: StoragePort): Promise<LocalHoldings> {
  const [chats, blobs] = await Promise.all([
    storage.chats.query({ includeArchived: true }),
    storage.blobs.list(),
  ]);
  return {
    chats: chats.length,
    messages: chats.reduce((sum, chat) => sum + chat.messageCount, 0),
    attachments: blobs.length,
    attachmentBytes: blobs.reduce((sum, blob) => sum + blob.size, 0),
  };
}

export const localHoldingsQuery: LiveQuery<LocalHoldings> = {
  read: readLocalHoldings,
  watches: (change: StorageChange) => change.table === 'chats' || change.table === 'blobs',
};
