export { ChatList, type ChatListProps } from './chat-list.tsx';
export { requestArchivedChats, useArchivedChatsRequest } from './archived-chats-request.ts';
