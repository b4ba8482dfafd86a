import { useIntl } from 'react-intl';
import { isUntitled, type ChatMeta } from '@confab/core';
import type { LoadedChat } from '@confab/core/conversation';
import type { ChatUsage } from './use-chat-usage.ts';
import { formatCost } from './conversation/message-usage.tsx';
import { ShareChatButton } from '../chat-export/index.ts';
import { ProjectSettingsButton } from '../projects/index.ts';
import { revealBidiControls } from '@confab/core/text';
import { ChatSettingsButton } from './chat-settings-button.tsx';

export interface ChatHeaderProps {
  chat: LoadedChat | undefined;
  usage: ChatUsage;
  /** Called with the chat's new metadata as its settings are saved, before the write finishes. */
  onMetaChange: (meta: ChatMeta) => void;
}

export function ChatHeader({ chat, usage, onMetaChange }: ChatHeaderProps) {
  const intl = useIntl();
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
      <ChatSettingsButton chat={chat} onMetaChange={onMetaChange} />
    </div>
  );
}
