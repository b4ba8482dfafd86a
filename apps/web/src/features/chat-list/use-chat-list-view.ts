import { useCallback, useEffect, useMemo, useState } from 'react';
import * as z from 'zod/mini';
import {
  groupSidebarChats,
  sidebarRowsOf,
  chatListPageSize,
  chatSortOrders,
  defaultChatSortOrder,
  tagsInUse,
  type ChatListView,
  type ChatMeta,
  type ChatSortOrder,
  type Folder,
  type SidebarRow,
} from '@confab/core';
import { useSetting } from '../../storage/use-setting.ts';
import { settingKeys } from '../../storage/setting-keys.ts';
import { useArchivedChatsRequest } from './archived-chats-request.ts';
import { wholeListHold } from './whole-list-hold.ts';

const sortSchema = z.enum(chatSortOrders);

interface FirstScreenFacts {
  foldersLoaded: boolean;
  folderCount: number;
  view: ChatListView;
  sort: ChatSortOrder;
  sortLoaded: boolean;
}

/**
 * Whether the first screen read can show the list's first rows for certain: it holds the favourites
 * and a page of the newest and the oldest chats outside the archive, which is the loose list's first
 * page in the two time orders. Projects (their chats and counts), the title orders and the archive
 * need the whole list. Undefined until the projects and the sort order are read.
 */
export function firstScreenShows(known: FirstScreenFacts): boolean | undefined {
  if (!known.foldersLoaded || !known.sortLoaded) return undefined;
  const timeOrder = known.sort === 'recent' || known.sort === 'oldest';
  return known.folderCount === 0 && known.view === 'active' && timeOrder;
}

/** Before the whole list is read, the rows the first screen read can show for certain (see above). */
export function firstScreenRows(rows: readonly SidebarRow[], known: FirstScreenFacts): SidebarRow[] {
  // Only the first page: the open chat's page further down (or "show more") would be drawn from
  // chats that are not the next ones, and the list would scroll to a row about to move.
  return firstScreenShows(known) === true
    ? rows.filter((row) => row.kind === 'chat').slice(0, chatListPageSize)
    : [];
}

/** The list's view choices (sort, archived view, tag filter, pages shown) and the rows they leave. */
export function useChatListView(input: {
  chats: readonly ChatMeta[];
  /** False while `chats` is only the first screen read ahead of the whole list. */
  complete: boolean;
  folders: readonly Folder[];
  foldersLoaded: boolean;
  activeChatID: string | undefined;
  draggingFolderID: string | null;
}) {
  const sort = useSetting(settingKeys.chatListSort, sortSchema, defaultChatSortOrder);
  const [view, setView] = useState<ChatListView>('active');
  const [chosenTagIDs, setChosenTagIDs] = useState<ReadonlySet<string>>(new Set());
  const [shownCounts, setShownCounts] = useState<ReadonlyMap<string, number>>(new Map());
  useArchivedChatsRequest(
    useCallback(() => {
      setView('archived');
      setShownCounts(new Map());
    }, []),
  );

  const tags = useMemo(() => tagsInUse(input.chats), [input.chats]);
  // A chosen tag whose last chat lost it stops filtering rather than hiding everything.
  const tagIDs = useMemo(
    () => new Set([...chosenTagIDs].filter((id) => tags.some((tag) => tag.id === id))),
    [chosenTagIDs, tags],
  );
  // Sorting 10,000 chats happens when the list or the view changes, not when another chat opens.
  const groups = useMemo(
    () => groupSidebarChats({ chats: input.chats, folders: input.folders, view, tagIDs, sort: sort.value }),
    [input.chats, input.folders, view, tagIDs, sort.value],
  );
  const rows = useMemo(() => {
    const all = sidebarRowsOf(groups, {
      shownCounts,
      activeChatID: input.activeChatID,
      draggingFolderID: input.draggingFolderID,
    });
    if (input.complete) return all;
    return firstScreenRows(all, {
      foldersLoaded: input.foldersLoaded,
      folderCount: input.folders.length,
      view,
      sort: sort.value,
      sortLoaded: sort.loaded,
    });
  }, [
    groups,
    shownCounts,
    input.activeChatID,
    input.draggingFolderID,
    input.complete,
    input.foldersLoaded,
    input.folders.length,
    view,
    sort.value,
    sort.loaded,
  ]);

  const firstScreenCannotShow =
    !input.complete &&
    firstScreenShows({
      foldersLoaded: input.foldersLoaded,
      folderCount: input.folders.length,
      view,
      sort: sort.value,
      sortLoaded: sort.loaded,
    }) === false;
  useEffect(() => {
    if (firstScreenCannotShow) wholeListHold.want();
  }, [firstScreenCannotShow]);

  return {
    rows,
    tags,
    tagIDs,
    setTagIDs: setChosenTagIDs,
    view,
    setView: (next: ChatListView) => {
      setView(next);
      setShownCounts(new Map());
    },
    sort: sort.value,
    setSort: sort.save,
    showMore: (containerID: string) => {
      setShownCounts((current) =>
        new Map(current).set(containerID, (current.get(containerID) ?? chatListPageSize) + chatListPageSize),
      );
    },
  };
}
