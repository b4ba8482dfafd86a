// Parts of the chat list that only lazily loaded code draws (the Files screen's row menus); importing
// them through index.ts would put them in the first bundle.
export { PopupMenu, type PopupMenuItem } from './popup-menu.tsx';
