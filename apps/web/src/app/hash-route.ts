import { workspaceTabs, type WorkspaceTab } from '@confab/core';

export interface HashRoute {
  tab: WorkspaceTab;
  chatId?: string;
}

/** Reads the in-page tab from the URL hash: empty or `#chat={chatId}` is the chat tab. */
export function parseHashRoute(hash: string): HashRoute {
  const value = hash.startsWith('#') ? hash.slice(1) : hash;
  if (value.startsWith('chat=')) {
    const chatId = decodeURIComponent(value.slice('chat='.length));
    return chatId ? { tab: 'chat', chatId } : { tab: 'chat' };
  }
  const tab = workspaceTabs.find((name) => name === value);
  return { tab: tab ?? 'chat' };
}

/** The hash for a route; the chat tab without a chat has none. */
export function formatHashRoute(route: HashRoute): string {
  if (route.tab === 'chat') return route.chatId ? `#chat=${encodeURIComponent(route.chatId)}` : '';
  return `#${route.tab}`;
}
