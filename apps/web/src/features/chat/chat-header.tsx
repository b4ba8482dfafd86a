import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, lazyComponent } from '@confab/ui';
import { isUntitled, systemClock, type ChatMeta } from '@confab/core';
import { useStorage } from '../../storage/app-storage.tsx';
import { useModelDefaults } from '../models/index.ts';
import type { LoadedChat } from '@confab/core/conversation';
import type { ChatUsage } from './use-chat-usage.ts';
import { formatCost } from './conversation/message-usage.tsx';
import { ShareChatButton } from '../chat-export/index.ts';
import { ProjectSettingsButton } from '../projects/index.ts';
import { revealBidiControls } from '@confab/core/text';

const ChatSettingsDialog = lazyComponent(
  async () => (await import('./settings-panel/chat-settings-dialog.tsx')).ChatSettingsDialog,
);

export interface ChatHeaderProps {
  chat: LoadedChat | undefined;
  usage: ChatUsage;
  /** Called with the chat's new metadata as its settings are saved, before the write finishes. */
  onMetaChange: (meta: ChatMeta) => void;
}

export function ChatHeader({ chat, usage, onMetaChange }: ChatHeaderProps) {
  const intl = useIntl();
  const storage = useStorage();
  const defaults = useModelDefaults();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const title =
    chat && !isUntitled(chat.meta)
      ? revealBidiControls(chat.meta.chatTitle)
      : intl.formatMessage({ id: 'chat.untitled', defaultMessage: 'New Chat' });
  const tokens = usage.inputTokens + usage.outputTokens;
  return (
    <div className="chat-header">
      <h1 className="chat-header__title">{title}</h1>
      {chat?.meta.character ? (
        <span className="chat-header__agent">
          {intl.formatMessage(
            { id: 'chat.header.agent', defaultMessage: 'with {agent}' },
            { agent: chat.meta.character.title },
          )}
        </span>
      ) : null}
      {tokens > 0 ? (
        <span className="chat-header__usage">
          {intl.formatMessage(
            {
              id: 'chat.header.usage',
              defaultMessage: '{tokens} tokens{cost, select, none {} other { · {cost}}}',
            },
            {
              tokens: intl.formatNumber(tokens),
              cost: usage.cost === undefined ? 'none' : formatCost(usage.cost, intl),
            },
          )}
        </span>
      ) : null}
      {chat?.meta.folderID ? <ProjectSettingsButton folderID={chat.meta.folderID} /> : null}
      <ShareChatButton chatID={chat?.meta.id ?? ''} disabled={!chat || chat.path.length === 0} />
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
            const { systemMessage: _previous, ...rest } = chat.meta;
            const meta: ChatMeta = {
              ...rest,
              ...(systemMessage === undefined ? {} : { systemMessage }),
              parameters,
              updatedAt: systemClock.now(),
              syncedAt: null,
            };
            onMetaChange(meta);
            void storage.chats.put(meta);
          }}
        />
      ) : null}
    </div>
  );
}
