import type { ChatMeta } from '@confab/core';

/**
 * From the page to the chat-list worker: read every chat of this database, `sliceSize` at a time,
 * waiting before each slice while `held` (an answer streams); `hold` changes that as it changes.
 */
export type ChatListWorkerRequest =
  { type: 'read'; databaseName: string; sliceSize: number; held: boolean } | { type: 'hold'; held: boolean };

/** From the worker: a slice of checked chats per message, then the end or the failure. */
export type ChatListWorkerResponse =
  { type: 'slice'; chats: ChatMeta[] } | { type: 'done' } | { type: 'failed'; message: string };
