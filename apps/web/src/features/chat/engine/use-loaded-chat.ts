import { useCallback } from 'react';
import type { ChatMeta } from '@confab/core';
import { useLiveQuery } from '../../../storage/use-live-query.ts';
import { loadChat, type LoadedChat } from '@confab/core/conversation';

export interface LoadedChatState {
  chat: LoadedChat | undefined;
  loaded: boolean;
  /**
   * Shows a metadata change at once, before its write and the re-read after it finish: a prompt
   * sent right after saving the chat's settings must be answered with them.
   */
  showMeta: (meta: ChatMeta) => void;
}

/**
 * The chat with its messages, re-read whenever this tab or another changes it. While an answer
 * streams, changes arrive several times a second; the live query never runs two reads at once.
 * A switch of chats never shows the previous chat's messages: `loaded` is false until the new one is read.
 */
export function useLoadedChat(chatID: string | undefined): LoadedChatState {
  const { value, loaded, amend } = useLiveQuery(
    () =>
      chatID === undefined
        ? null
        : {
            read: (storage) => loadChat(storage, chatID),
            watches: (change) =>
              (change.table === 'chats' && change.ids.includes(chatID)) ||
              (change.table === 'messages' && (change.chatIDs ?? []).includes(chatID)),
          },
    [chatID],
  );

  const showMeta = useCallback(
    (meta: ChatMeta) => {
      amend((current) => (current?.meta.id === meta.id ? { ...current, meta } : current));
    },
    [amend],
  );

  return { chat: value, loaded, showMeta };
}
