import type { ChatMeta } from '@confab/core';

/** From the page to the chat-list worker: read every chat of this database, `sliceSize` at a time. */
export interface ChatListWorkerRequest {
  type: 'read';
  databaseName: string;
  sliceSize: number;
}

/** From the worker: a slice of checked chats per message, then the end or the failure. */
export type ChatListWorkerResponse =
  { type: 'slice'; chats: ChatMeta[] } | { type: 'done' } | { type: 'failed'; message: string };
