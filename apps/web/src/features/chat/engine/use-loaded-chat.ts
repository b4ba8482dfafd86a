import { useCallback, useEffect, useState } from 'react';
import type { ChatMeta } from '@confab/core';
import { useStorage } from '../../../storage/app-storage.tsx';
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

/** The chat with its messages, re-read whenever this tab or another changes it. */
export function useLoadedChat(chatID: string | undefined): LoadedChatState {
  const storage = useStorage();
  // Kept with the id it was read for, so switching chats never shows the previous chat's messages.
  const [state, setState] = useState<{ chatID: string; chat: LoadedChat | undefined } | null>(null);

  useEffect(() => {
    if (chatID === undefined) return;
    let cancelled = false;
    const reads = { running: false, again: false };
    // A function, not the field: TypeScript would narrow the field to false across the await below.
    const changedMeanwhile = () => reads.again;
    // Changes arrive several times a second while an answer streams; reads never overlap.
    const read = async () => {
      if (reads.running) {
        reads.again = true;
        return;
      }
      reads.running = true;
      do {
        reads.again = false;
        const chat = await loadChat(storage, chatID);
        if (!cancelled) setState({ chatID, chat });
      } while (changedMeanwhile() && !cancelled);
      reads.running = false;
    };
    void read();
    const unsubscribe = storage.subscribe((change) => {
      const touchesChat =
        (change.table === 'chats' && change.ids.includes(chatID)) ||
        (change.table === 'messages' && (change.chatIDs ?? []).includes(chatID));
      if (touchesChat) void read();
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [storage, chatID]);

  const showMeta = useCallback((meta: ChatMeta) => {
    setState((current) =>
      current?.chat?.meta.id === meta.id ? { ...current, chat: { ...current.chat, meta } } : current,
    );
  }, []);

  if (chatID === undefined) return { chat: undefined, loaded: true, showMeta };
  if (state?.chatID !== chatID) return { chat: undefined, loaded: false, showMeta };
  return { chat: state.chat, loaded: true, showMeta };
}
