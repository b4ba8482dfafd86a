import { useCallback, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useChatEngine } from './chat-runner-context.tsx';

/** A line for the chat when its last send went without some of its project's dynamic context. */
export function useContextNotice(chatID: string | undefined): string | null {
  const intl = useIntl();
  const { runner } = useChatEngine();
  const subscribe = useCallback((listener: () => void) => runner.notices.subscribe(listener), [runner]);
  const failures = useSyncExternalStore(subscribe, () => (chatID ? runner.notices.get(chatID) : undefined));
  if (!failures || failures.length === 0) return null;
  return intl.formatMessage(
    {
      id: 'chat.dynamicContextFailed',
      defaultMessage:
        'Sent without dynamic context from {names}: it could not be fetched ({reason}). Check the project settings.',
    },
    {
      names: intl.formatList(failures.map((failure) => failure.name)),
      reason: failures[0]?.reason ?? '',
    },
  );
}
