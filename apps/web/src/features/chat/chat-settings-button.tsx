import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, lazyComponent } from '@confab/ui';
import type { ChatMeta } from '@confab/core';
import type { LoadedChat } from '@confab/core/conversation';
import { useStorage } from '../../storage/app-storage.tsx';
import { saveChatChange } from '../../storage/save-chat-change.ts';
import { useModelDefaults } from '../models/index.ts';

const ChatSettingsDialog = lazyComponent(
  async () => (await import('./settings-panel/chat-settings-dialog.tsx')).ChatSettingsDialog,
);

export interface ChatSettingsButtonProps {
  chat: LoadedChat | undefined;
  /** Called with the chat's new metadata as its settings are saved, before the write finishes. */
  onMetaChange: (meta: ChatMeta) => void;
}

/** "Chat settings" and its dialog: in the chat's top bar, or under the composer when a host hides that bar. */
export function ChatSettingsButton({ chat, onMetaChange }: ChatSettingsButtonProps) {
  const intl = useIntl();
  const storage = useStorage();
  const defaults = useModelDefaults();
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        disabled={!chat}
        onClick={() => {
          setSettingsOpen(true);
        }}
      >
        {intl.formatMessage({ id: 'chat.header.settings', defaultMessage: 'Chat settings' })}
      </Button>
      {/* Mounted only while open: its code and styles load on the first use, not on every chat opened. */}
      {chat && settingsOpen ? (
        <ChatSettingsDialog
          key={chat.meta.id}
          meta={chat.meta}
          defaultSystemMessage={defaults.systemMessage}
          onClose={() => {
            setSettingsOpen(false);
          }}
          onSave={({ systemMessage, parameters }) => {
            const withSettings = ({ systemMessage: _previous, ...rest }: ChatMeta): ChatMeta => ({
              ...rest,
              ...(systemMessage === undefined ? {} : { systemMessage }),
              parameters,
            });
            saveChatChange(storage, chat.meta, withSettings, onMetaChange);
          }}
        />
      ) : null}
    </>
  );
}
