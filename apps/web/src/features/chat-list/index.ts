export { ChatList, type ChatListProps } from './chat-list.tsx';
export { requestArchivedChats, useArchivedChatsRequest } from './archived-chats-request.ts';
export { prepareSidebarReads } from './sidebar-reads.ts';
export { offerWholeChatListReader, workerChatListReader } from './chat-list-off-thread.ts';
export { holdChatListForAnswers } from './whole-list-hold.ts';
export { preloadChatListMenus } from './chat-list-menus-on-demand.tsx';
