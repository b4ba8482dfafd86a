import { preloadable, preloadedComponent } from '@confab/ui';

/**
 * The chat list's menus and dialogs' host: not part of the first load. The app preloads them once the
 * first screen is up (and the list asks again when the pointer comes over it), so a menu opened
 * later, even offline, draws in its first render.
 */
const menuParts = preloadable(() => import('./chat-list-menu-parts.ts'));

export function preloadChatListMenus(): Promise<unknown> {
  return menuParts.preload();
}

export const ChatListMenuOnDemand = preloadedComponent(menuParts, (parts) => parts.ChatListMenu);
export const ChatListDialogsOnDemand = preloadedComponent(menuParts, (parts) => parts.ChatListDialogs);
