// The sidebar's read of every chat's metadata: the first screen first, then the rest in slices, then
// only the chats a change names.
import { chatListPageSize, type ChatMeta, type StorageChange, type StoragePort } from '@confab/core';
import { wholeChatListReaderFor } from './chat-list-off-thread.ts';
import { readEveryChat } from './read-every-chat.ts';
import { wholeListHold, type WholeListHold } from './whole-list-hold.ts';

export interface ChatsRead {
  byID: ReadonlyMap<string, ChatMeta>;
  /** False for the first screen read ahead of the whole list: the newest, oldest and favourite chats. */
  complete: boolean;
}

/**
 * A slice of the whole list: about 5 ms to decode and check on the 2-core machine, where reading all
 * 10,000 chats at once was one 121 ms task after the first render.
 */
export const chatSliceSize = 1000;

/**
 * Chats read from each end for the first screen: two pages, because the index orders chats of equal
 * time by id the other way round from the sidebar when newest first, so the page's last places can
 * belong to chats just past it; a first screen is exact unless more than a page share one time.
 */
const firstScreenReach = 2 * chatListPageSize;

/**
 * What the first screen of the "recent" and "oldest" sorts can show: favourites always come first,
 * then one page of the newest or oldest chats outside the archive. Three indexed reads of a few rows.
 * `long` says the newest page was full: the store holds more chats than the first screen.
 */
async function readFirstScreen(
  storage: StoragePort,
): Promise<{ byID: Map<string, ChatMeta>; long: boolean }> {
  const [newest, oldest, favourites] = await Promise.all([
    storage.chats.query({ limit: firstScreenReach }),
    storage.chats.query({ limit: firstScreenReach, direction: 'ascending' }),
    storage.chats.favorites(),
  ]);
  const activeFavourites = favourites.filter((chat) => chat.archivedAt === null);
  return {
    byID: new Map([...newest, ...oldest, ...activeFavourites].map((chat) => [chat.id, chat])),
    long: newest.length >= firstScreenReach,
  };
}

/**
 * Every chat, in slices by id; the first screen is handed over early. A long list is read off the
 * page's thread when the store offers a reader for that (the chat-list worker); a short one, or one
 * whose reader failed, is read here, each slice a short task. The rest of a long list waits while
 * `hold` is on (an answer streams and the sidebar shows its first screen).
 */
export async function readChatsInSlices(
  storage: StoragePort,
  early: (read: ChatsRead) => void,
  { sliceSize = chatSliceSize, hold = wholeListHold }: { sliceSize?: number; hold?: WholeListHold } = {},
): Promise<ChatsRead> {
  const firstScreen = await readFirstScreen(storage);
  early({ byID: firstScreen.byID, complete: false });
  const offThread = firstScreen.long ? wholeChatListReaderFor(storage) : undefined;
  if (offThread) {
    try {
      return { byID: await offThread(sliceSize, hold), complete: true };
    } catch (error) {
      console.warn('Confab: the chat list is read on the page instead:', error);
    }
  }
  const byID = new Map<string, ChatMeta>();
  await readEveryChat(
    storage,
    sliceSize,
    (chats) => {
      for (const chat of chats) byID.set(chat.id, chat);
    },
    firstScreen.long ? () => hold.whenFree() : undefined,
  );
  return { byID, complete: true };
}

/**
 * Re-reads only the chats the changes name: one changed chat costs one record, not 10,000. An import
 * names every chat it wrote, so they are read a slice at a time, each its own short task.
 */
export async function refreshChangedChats(
  storage: StoragePort,
  current: ChatsRead,
  changes: readonly StorageChange[],
  sliceSize = chatSliceSize,
): Promise<ChatsRead> {
  const ids = [...new Set(changes.flatMap((change) => change.ids))];
  const byID = new Map(current.byID);
  for (let start = 0; start < ids.length; start += sliceSize) {
    const slice = ids.slice(start, start + sliceSize);
    const records = await storage.chats.getMany(slice);
    slice.forEach((id, index) => {
      const record = records[index];
      if (record) byID.set(id, record);
      else byID.delete(id);
    });
  }
  return { byID, complete: current.complete };
}
