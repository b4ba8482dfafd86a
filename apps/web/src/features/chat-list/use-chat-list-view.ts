import { useCallback, useMemo, useState } from 'react';
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
  type Folder,
} from '@confab/core';
import { useSetting } from '../../storage/use-setting.ts';
import { settingKeys } from '../../storage/setting-keys.ts';
import { useArchivedChatsRequest } from './archived-chats-request.ts';

const sortSchema = z.enum(chatSortOrders);

/** The list's view choices (sort, archived view, tag filter, pages shown) and the rows they leave. */
export function useChatListView(input: {
  chats: readonly ChatMeta[];
  folders: readonly Folder[];
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
  const rows = useMemo(
    () =>
      sidebarRowsOf(groups, {
        shownCounts,
        activeChatID: input.activeChatID,
        draggingFolderID: input.draggingFolderID,
      }),
    [groups, shownCounts, input.activeChatID, input.draggingFolderID],
  );

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
