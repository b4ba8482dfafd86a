import type { ChatMeta, Folder } from '../entities/index.ts';
import { filterChats, type ChatListView } from './chat-filter.ts';
import { sortChats, type ChatSortOrder } from './chat-sort.ts';
import { sortFolders } from './folder-order.ts';

/** Spec §9: each container (the loose chats, each project) shows 20 chats; "show more" adds 20. */
export const chatListPageSize = 20;

/** The container of chats outside any project, and of the archived view. */
export const looseChatsContainerID = 'loose';

export type SidebarRow =
  | { kind: 'folder'; folder: Folder; open: boolean; chatCount: number }
  | { kind: 'folder-empty'; folderID: string }
  | { kind: 'chat'; chat: ChatMeta; containerID: string }
  | { kind: 'show-more'; containerID: string; hiddenCount: number };

export interface SidebarRowsInput {
  chats: readonly ChatMeta[];
  folders: readonly Folder[];
  view: ChatListView;
  tagIDs: ReadonlySet<string>;
  sort: ChatSortOrder;
  /** How many chats each container shows, by container id; absent means one page. */
  shownCounts: ReadonlyMap<string, number>;
  /** The open chat: its container shows at least as far as it, so it can be scrolled into view. */
  activeChatID: string | undefined;
  /** A project being dragged is drawn closed (spec §4). */
  draggingFolderID: string | null;
}

/** The part of the rows input that decides which chats go where and in what order. */
export type SidebarGroupsInput = Pick<SidebarRowsInput, 'chats' | 'folders' | 'view' | 'tagIDs' | 'sort'>;

/** The part that only decides how much of each container shows and how projects are drawn. */
export type SidebarPagingInput = Pick<SidebarRowsInput, 'shownCounts' | 'activeChatID' | 'draggingFolderID'>;

/** The chats filtered, sorted and sorted into their containers: the costly part, done once per list. */
export interface SidebarGroups {
  /** The projects in their order with their sorted chats; absent in the archived view. */
  folders: { folder: Folder; chats: readonly ChatMeta[] }[];
  /** The chats outside any project (every chat in the archived view), sorted. */
  loose: readonly ChatMeta[];
  tagFiltered: boolean;
}

export function groupSidebarChats(input: SidebarGroupsInput): SidebarGroups {
  const chats = filterChats(input.chats, { view: input.view, tagIDs: input.tagIDs });
  const tagFiltered = input.tagIDs.size > 0;
  if (input.view === 'archived') return { folders: [], loose: sortChats(chats, input.sort), tagFiltered };
  const folders = sortFolders(input.folders);
  const folderIDs = new Set(folders.map((folder) => folder.id));
  const byFolder = new Map<string, ChatMeta[]>();
  const loose: ChatMeta[] = [];
  for (const chat of chats) {
    if (chat.folderID !== null && folderIDs.has(chat.folderID)) {
      const list = byFolder.get(chat.folderID);
      if (list) list.push(chat);
      else byFolder.set(chat.folderID, [chat]);
    } else {
      loose.push(chat);
    }
  }
  return {
    folders: folders.map((folder) => ({
      folder,
      chats: sortChats(byFolder.get(folder.id) ?? [], input.sort),
    })),
    loose: sortChats(loose, input.sort),
    tagFiltered,
  };
}

function containerRows(
  sorted: readonly ChatMeta[],
  containerID: string,
  paging: SidebarPagingInput,
): SidebarRow[] {
  const activeIndex = sorted.findIndex((chat) => chat.id === paging.activeChatID);
  const asked = paging.shownCounts.get(containerID) ?? chatListPageSize;
  const shown = Math.max(asked, Math.ceil((activeIndex + 1) / chatListPageSize) * chatListPageSize);
  const rows: SidebarRow[] = sorted.slice(0, shown).map((chat) => ({ kind: 'chat', chat, containerID }));
  if (sorted.length > shown) {
    rows.push({ kind: 'show-more', containerID, hiddenCount: sorted.length - shown });
  }
  return rows;
}

/**
 * The sidebar as one flat list of rows, so a windowed list can draw only the visible ones: projects in
 * their order with their chats inside, then the chats outside any project. The archived view lists
 * archived chats alone. A project whose id no longer exists does not hide its chats: they count as
 * loose. With a tag filter on, projects without a matching chat are left out. Cheap given the groups,
 * so opening a chat or "show more" does not sort the list again.
 */
export function sidebarRowsOf(groups: SidebarGroups, paging: SidebarPagingInput): SidebarRow[] {
  const rows: SidebarRow[] = [];
  for (const { folder, chats } of groups.folders) {
    if (groups.tagFiltered && chats.length === 0) continue;
    const open = folder.open && folder.id !== paging.draggingFolderID;
    rows.push({ kind: 'folder', folder, open, chatCount: chats.length });
    if (!open) continue;
    if (chats.length === 0) rows.push({ kind: 'folder-empty', folderID: folder.id });
    else rows.push(...containerRows(chats, folder.id, paging));
  }
  rows.push(...containerRows(groups.loose, looseChatsContainerID, paging));
  return rows;
}

/** The chat ids in the order the rows show them; shift-click ranges run over this order. */
export function chatIDsInRowOrder(rows: readonly SidebarRow[]): string[] {
  return rows.flatMap((row) => (row.kind === 'chat' ? [row.chat.id] : []));
}
