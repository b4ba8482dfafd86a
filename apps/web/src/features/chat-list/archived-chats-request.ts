import { useEffect } from 'react';

/**
 * Settings → Data and storage links to the archived chats, which are a view of the sidebar's chat
 * list (its own state, not a route): the link sends this window event, the list switches to its
 * archived view and the shell opens the sidebar.
 */
const archivedChatsRequested = 'confab:archived-chats-requested';

export function requestArchivedChats(): void {
  window.dispatchEvent(new Event(archivedChatsRequested));
}

/** Calls `onRequest` (keep it stable: a state setter or a callback) for each request while mounted. */
export function useArchivedChatsRequest(onRequest: () => void): void {
  useEffect(() => {
    window.addEventListener(archivedChatsRequested, onRequest);
    return () => {
      window.removeEventListener(archivedChatsRequested, onRequest);
    };
  }, [onRequest]);
}
