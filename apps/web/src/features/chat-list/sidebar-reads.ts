import type { Folder, StoragePort } from '@confab/core';
import type { LiveQuery } from '../../storage/live-read.ts';
import { subscribeShared } from '../../storage/shared-live-read.ts';
import { prepareSetting } from '../../storage/use-setting.ts';
import { settingKeys } from '../../storage/setting-keys.ts';
import { readChatsInSlices, refreshChangedChats, type ChatsRead } from './chat-metas-reads.ts';

/** The names the sidebar's reads are shared under: the list's hooks and the reads started at start-up. */
export const chatMetasQueryName = 'sidebar\nchats';
export const foldersQueryName = 'sidebar\nfolders';

/** Every chat's metadata: the first screen early, the rest in slices, then patched by id on changes. */
export function chatMetasQuery(): LiveQuery<ChatsRead> {
  return {
    read: (storage, early) => readChatsInSlices(storage, early),
    watches: (change) => change.table === 'chats',
    refresh: refreshChangedChats,
  };
}

/** Every project; there are few, so a change re-reads them all. */
export function foldersQuery(): LiveQuery<readonly Folder[]> {
  return {
    read: (storage) => storage.folders.list(),
    watches: (change) => change.table === 'folders',
  };
}

/**
 * How long the reads started at start-up are held for the sidebar: it takes them over when it
 * mounts, usually within a few hundred milliseconds; a page that never shows it (the login gate)
 * lets them go.
 */
const heldForSidebarMs = 10_000;

/**
 * Starts the sidebar's three reads (the first screen of chats, the projects, the sort order) while
 * the app's first screen is still loading, instead of in the sidebar's first effects: the IndexedDB
 * open and the reads then overlap the host config's request and the first render, and the sidebar
 * shows its rows in its first or second render.
 */
export function prepareSidebarReads(storage: StoragePort): void {
  const unsubscribes = [
    subscribeShared(storage, chatMetasQueryName, chatMetasQuery(), keepAlive),
    subscribeShared(storage, foldersQueryName, foldersQuery(), keepAlive),
    prepareSetting(storage, settingKeys.chatListSort),
  ];
  setTimeout(() => {
    for (const unsubscribe of unsubscribes) unsubscribe();
  }, heldForSidebarMs);
}

function keepAlive(): void {
  // The read is held for the sidebar; the sidebar's own subscription renders its updates.
}
