import { useEffect, useState } from 'react';
import { useStorage } from '../../../storage/app-storage.tsx';
import { loadChat, type LoadedChat } from './chat-records.ts';

export interface LoadedChatState {
  chat: LoadedChat | undefined;
  loaded: boolean;
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

  if (chatID === undefined) return { chat: undefined, loaded: true };
  if (state?.chatID !== chatID) return { chat: undefined, loaded: false };
  return { chat: state.chat, loaded: true };
}
