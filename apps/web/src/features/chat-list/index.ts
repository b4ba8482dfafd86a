export { ChatList, type ChatListProps } from './chat-list.tsx';
