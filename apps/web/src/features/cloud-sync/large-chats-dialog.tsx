import { defineMessages, useIntl } from 'react-intl';
import { Button, DialogActions, ModalDialog } from '@confab/ui';
import { isUntitled } from '@confab/core';
import { useLiveQuery } from '../../storage/use-live-query.ts';
import { formatHashRoute } from '../../routing/hash-route.ts';

const messages = defineMessages({
  title: { id: 'cloudSync.largeChats.title', defaultMessage: 'Chats too large to sync' },
  body: {
    id: 'cloudSync.largeChats.body',
    defaultMessage:
      'These chats are over 3 MB, so they stay on this device only. Export them from the chat menu to keep a backup.',
  },
  untitled: { id: 'cloudSync.largeChats.untitled', defaultMessage: 'New Chat' },
  close: { id: 'cloudSync.largeChats.close', defaultMessage: 'Close' },
});

/** Spec workspace §2: the large-chats-not-synced dialog, naming each chat with a link to it. */
export function LargeChatsDialog({ chatIDs, onClose }: { chatIDs: readonly string[]; onClose: () => void }) {
  const intl = useIntl();
  const { value: chats } = useLiveQuery(
    () => ({
      read: (storage) => storage.chats.getMany(chatIDs),
      watches: (change) => change.table === 'chats' && change.ids.some((id) => chatIDs.includes(id)),
    }),
    [chatIDs],
  );
  const titles = new Map<string, string>();
  for (const chat of chats ?? []) {
    if (chat) titles.set(chat.id, isUntitled(chat) ? intl.formatMessage(messages.untitled) : chat.chatTitle);
  }

  return (
    <ModalDialog title={intl.formatMessage(messages.title)} onClose={onClose}>
      <p>{intl.formatMessage(messages.body)}</p>
      <ul className="large-chats">
        {chatIDs
          .filter((id) => titles.has(id))
          .map((id) => (
            <li key={id}>
              <a href={formatHashRoute({ tab: 'chat', chatId: id })} onClick={onClose}>
                {titles.get(id)}
              </a>
            </li>
          ))}
      </ul>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage(messages.close)}</Button>
      </DialogActions>
    </ModalDialog>
  );
}
