export { chatSortOrders, defaultChatSortOrder, sortChats } from './chat-sort.ts';
export type { ChatSortOrder, SortableChat } from './chat-sort.ts';
export { filterChats, tagsInUse } from './chat-filter.ts';
export type { ChatListView, FilterableChat } from './chat-filter.ts';
export { tagHue } from './tag-colour.ts';
export { tickRange } from './range-selection.ts';
export { firstFolderOrder, moveFolder, sortFolders } from './folder-order.ts';
export type { OrderableFolder } from './folder-order.ts';
export {
  chatIDsInRowOrder,
  chatListPageSize,
  groupSidebarChats,
  looseChatsContainerID,
  sidebarRowsOf,
} from './sidebar-rows.ts';
export type {
  SidebarGroups,
  SidebarGroupsInput,
  SidebarPagingInput,
  SidebarRow,
  SidebarRowsInput,
} from './sidebar-rows.ts';
