// The chat list's parts drawn only on demand: its menus and its dialogs' host. One chunk, preloaded
// once the first screen is up (chat-list-menus-on-demand.tsx).
export { ChatListMenu } from './chat-list-menu.tsx';
export { ChatListDialogs } from './chat-list-dialogs.tsx';
