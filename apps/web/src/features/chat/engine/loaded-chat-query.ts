import type { StoragePort } from '@confab/core';
import { loadChat, type LoadedChat } from '@confab/core/conversation';
import type { LiveQuery } from '../../../storage/live-read.ts';
import { seedShared, sharedSnapshot, subscribeShared } from '../../../storage/shared-live-read.ts';

/** The name the chat's read is shared under (`useLoadedChat` and an opening prepared ahead). */
export function loadedChatQueryName(chatID: string): string {
  return `chat\n${chatID}`;
}

/** The chat with its messages, read again when this tab or another changes it. */
export function loadedChatQuery(chatID: string): LiveQuery<LoadedChat | undefined> {
  return {
    read: (storage) => loadChat(storage, chatID),
    watches: (change) =>
      (change.table === 'chats' && change.ids.includes(chatID)) ||
      (change.table === 'messages' && (change.chatIDs ?? []).includes(chatID)),
  };
}

/** Longest wait for the read before the chat opens anyway (and shows its messages when they come). */
const openingWaitMs = 100;
/** How long the read prepared ahead is kept for the screen that will show it. */
const keptForScreenMs = 2_000;

/**
 * Starts reading a chat about to be opened and resolves once it is read (or after 100 ms): a screen
 * that opens it then has the messages in its first render, one render and one frame in all, where
 * opening first and reading after took a render, the read and a second render. The read stays
 * subscribed for two seconds, so the screen mounting after takes it over (and its updates).
 */
export function prepareChatOpening(storage: StoragePort, chatID: string): Promise<void> {
  const name = loadedChatQueryName(chatID);
  if (sharedSnapshot(storage, name).loaded) return Promise.resolve();
  return new Promise((resolve) => {
    let settle = () => {
      settle = () => undefined;
      resolve();
    };
    const unsubscribe = subscribeShared(storage, name, loadedChatQuery(chatID), () => {
      const { loaded, failed } = sharedSnapshot(storage, name);
      if (loaded || failed) settle();
    });
    setTimeout(() => {
      settle();
    }, openingWaitMs);
    setTimeout(unsubscribe, keptForScreenMs);
  });
}

/**
 * Opens a chat with what this tab has just stored in it (the send that created it): the screen
 * draws the prompt and the answer's place in the render that opens the chat. Reading back what it
 * wrote took two IndexedDB reads and a second render, 20 to 45 ms each right after a load, while the
 * answer's first words waited for that second render.
 */
export function openStoredChat(storage: StoragePort, chat: LoadedChat): void {
  const unsubscribe = seedShared(
    storage,
    loadedChatQueryName(chat.meta.id),
    loadedChatQuery(chat.meta.id),
    chat,
  );
  setTimeout(unsubscribe, keptForScreenMs);
}
