import { useCallback } from 'react';
import type { ChatMeta } from '@confab/core';
import type { LoadedChat } from '@confab/core/conversation';
import type { LiveQuery } from '../../../storage/live-read.ts';
import { useSharedLiveQuery } from '../../../storage/use-shared-live-query.ts';
import { loadedChatQuery, loadedChatQueryName } from './loaded-chat-query.ts';

export interface LoadedChatState {
  chat: LoadedChat | undefined;
  loaded: boolean;
  /**
   * Shows a metadata change at once, before its write and the re-read after it finish: a prompt
   * sent right after saving the chat's settings must be answered with them.
   */
  showMeta: (meta: ChatMeta) => void;
}

// A new chat reads nothing: its state is `noChat`, and this query only keeps the hook's shape.
const noChatQuery: LiveQuery<LoadedChat | undefined> = {
  read: () => Promise.resolve(undefined),
  watches: () => false,
};

const noChat: LoadedChatState = { chat: undefined, loaded: true, showMeta: () => undefined };

/**
 * The chat with its messages, re-read whenever this tab or another changes it. While an answer
 * streams, changes arrive several times a second; the live query never runs two reads at once.
 * A switch of chats never shows the previous chat's messages: `loaded` is false until the new one is
 * read, unless its opening was prepared (`prepareChatOpening`), which shares this read.
 */
export function useLoadedChat(chatID: string | undefined): LoadedChatState {
  const name = chatID === undefined ? 'chat\nnone' : loadedChatQueryName(chatID);
  const { value, loaded, amend } = useSharedLiveQuery(name, () =>
    chatID === undefined ? noChatQuery : loadedChatQuery(chatID),
  );

  const showMeta = useCallback(
    (meta: ChatMeta) => {
      amend((current) => (current?.meta.id === meta.id ? { ...current, meta } : current));
    },
    [amend],
  );

  return chatID === undefined ? noChat : { chat: value, loaded, showMeta };
}
