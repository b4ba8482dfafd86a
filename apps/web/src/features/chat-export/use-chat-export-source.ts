import type { ChatExportSource } from '@confab/core/chat-export';
import { useLiveQuery } from '../../storage/use-live-query.ts';
import { loadChatExportSource } from './load-chat-export.ts';

export type ChatExportSourceState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed' }
  | { status: 'ready'; source: ChatExportSource };

/**
 * Reads one chat with its messages from the local store, once per chat id: what is shared is the
 * chat as the dialog opened on it, not one that changes under the preview while it is read.
 */
export function useChatExportSource(chatID: string): ChatExportSourceState {
  const { value, loaded, failed } = useLiveQuery(
    () => ({
      read: (storage) => loadChatExportSource(storage, chatID),
      watches: () => false,
    }),
    [chatID],
  );
  if (failed) return { status: 'failed' };
  if (!loaded) return { status: 'loading' };
  return value ? { status: 'ready', source: value } : { status: 'missing' };
}
