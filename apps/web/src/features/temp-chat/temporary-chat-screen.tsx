import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import type { StoragePort } from '@confab/core';
import { StorageProvider, useStorage } from '../../storage/app-storage.tsx';
import { ChatEngineProvider, ChatScreen } from '../chat/index.ts';
import { createTemporaryChatStorage } from './temporary-chat-storage.ts';
import {
  setTemporaryChatActive,
  setTemporaryChatID,
  type TemporaryChatSession,
} from './temporary-chat-state.ts';
import { temporaryChatMessages } from './temporary-chat-messages.ts';
import './temporary-chat.css';

/**
 * The chat tab while a temporary chat is on: the ordinary chat screen over a store whose chats live
 * in memory only, with its own runner (so its writes never reach IndexedDB). Its id stays out of the
 * address bar: a reload shows no trace of it.
 */
export function TemporaryChatScreen({ session }: { session: TemporaryChatSession }) {
  const intl = useIntl();
  const base = useStorage();
  const storage: StoragePort = useMemo(
    () => createTemporaryChatStorage(base, session.memory),
    [base, session.memory],
  );
  const label = intl.formatMessage(temporaryChatMessages.label);

  return (
    <div className="temporary-chat">
      <div className="temporary-chat__banner" role="region" aria-label={label}>
        <strong>{label}</strong>
        <span className="temporary-chat__note">{intl.formatMessage(temporaryChatMessages.note)}</span>
        <Button
          variant="ghost"
          onClick={() => {
            setTemporaryChatActive(false);
          }}
        >
          {intl.formatMessage(temporaryChatMessages.turnOff)}
        </Button>
      </div>
      <StorageProvider storage={storage}>
        <ChatEngineProvider>
          <ChatScreen chatID={session.chatID} onOpenChat={setTemporaryChatID} />
        </ChatEngineProvider>
      </StorageProvider>
    </div>
  );
}
