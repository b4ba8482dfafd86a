/** The parameter the share page's "Continue this chat in Confab" puts on the app's address. */
export const sharedChatParameter = 'shared_chat';

/** The shared chat id the address carries, if any. Kept free of imports: the shell calls it at start. */
export function sharedChatIDFromUrl(search: string): string | undefined {
  const value = new URLSearchParams(search).get(sharedChatParameter)?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** Drops the parameter so a reload does not import the chat a second time. */
export function removeSharedChatParameter(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete(sharedChatParameter);
  window.history.replaceState(window.history.state, '', url);
}
