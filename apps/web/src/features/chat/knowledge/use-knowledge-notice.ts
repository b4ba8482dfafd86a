import { useCallback, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useChatEngine } from '../engine/chat-runner-context.tsx';
import { knowledgeMessages } from './knowledge-messages.ts';

/** A line for the chat when its last send went without the knowledge base because retrieval failed. */
export function useKnowledgeNotice(chatID: string | undefined): string | null {
  const intl = useIntl();
  const { runner } = useChatEngine();
  const subscribe = useCallback(
    (listener: () => void) => runner.knowledgeNotices.subscribe(listener),
    [runner],
  );
  const failures = useSyncExternalStore(subscribe, () =>
    chatID ? runner.knowledgeNotices.get(chatID) : undefined,
  );
  const first = failures?.[0];
  return first ? intl.formatMessage(knowledgeMessages.retrievalFailed, { reason: first.reason }) : null;
}
