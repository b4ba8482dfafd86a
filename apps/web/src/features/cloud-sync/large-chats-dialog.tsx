import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Button, DialogActions, ModalDialog } from '@confab/ui';
import { isUntitled } from '@confab/core';
import { useStorage } from '../../storage/app-storage.tsx';
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
  const storage = useStorage();
  const [titles, setTitles] = useState<Map<string, string>>(new Map());
  useEffect(() => {
    let current = true;
    void storage.chats.getMany(chatIDs).then((chats) => {
      if (!current) return;
      const found = new Map<string, string>();
      for (const chat of chats) {
        if (chat)
          found.set(chat.id, isUntitled(chat) ? intl.formatMessage(messages.untitled) : chat.chatTitle);
      }
      setTitles(found);
    });
    return () => {
      current = false;
    };
  }, [storage, chatIDs, intl]);

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
