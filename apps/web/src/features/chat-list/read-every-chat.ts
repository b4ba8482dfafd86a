import type { ChatMeta, StoragePort } from '@confab/core';

/**
 * Every chat of the store, a slice by id at a time, each slice handed to `slice` as it is read: on
 * the page each is one short task; in the chat-list worker each becomes one message. `pause` is
 * awaited before each slice is read (the whole list waits while an answer streams).
 */
export async function readEveryChat(
  storage: StoragePort,
  sliceSize: number,
  slice: (chats: ChatMeta[]) => void,
  pause: () => Promise<void> = () => Promise.resolve(),
): Promise<void> {
  let after: string | undefined;
  do {
    await pause();
    const page = await storage.chats.pageAfter(after, sliceSize);
    slice(page.chats);
    after = page.lastID;
  } while (after !== undefined);
}
