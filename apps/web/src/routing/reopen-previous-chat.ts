/**
 * The chat open last on this device, for "reopen the previous chat on load". Device-local on
 * purpose: what another device had open says nothing about this one.
 */
export const lastOpenChatStorageKey = 'confab:last-open-chat';

export function rememberOpenChat(chatID: string): void {
  try {
    window.localStorage.setItem(lastOpenChatStorageKey, chatID);
  } catch {
    // Storage full or refused: reopening is a convenience, not worth an error.
  }
}

export function lastOpenChat(): string | undefined {
  try {
    return window.localStorage.getItem(lastOpenChatStorageKey) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether this load may reopen a chat: only a plain start (no hash, no query parameters such as an
 * entry link's `?agent=` or a shared link, which decide what opens themselves).
 */
export function isPlainStart(location: Pick<Location, 'hash' | 'search'>): boolean {
  return (location.hash === '' || location.hash === '#') && location.search === '';
}
