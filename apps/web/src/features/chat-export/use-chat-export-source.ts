import { useEffect, useState } from 'react';
import type { ChatExportSource } from '@confab/core/chat-export';
import { useStorage } from '../../storage/app-storage.tsx';
import { loadChatExportSource } from './load-chat-export.ts';

export type ChatExportSourceState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed' }
  | { status: 'ready'; source: ChatExportSource };

/** Reads one chat with its messages from the local store, once per chat id. */
export function useChatExportSource(chatID: string): ChatExportSourceState {
  const storage = useStorage();
  const [state, setState] = useState<{ chatID: string; value: ChatExportSourceState }>({
    chatID,
    value: { status: 'loading' },
  });
  useEffect(() => {
    let cancelled = false;
    loadChatExportSource(storage, chatID).then(
      (source) => {
        if (!cancelled)
          setState({ chatID, value: source ? { status: 'ready', source } : { status: 'missing' } });
      },
      () => {
        if (!cancelled) setState({ chatID, value: { status: 'failed' } });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [storage, chatID]);
  return state.chatID === chatID ? state.value : { status: 'loading' };
}
