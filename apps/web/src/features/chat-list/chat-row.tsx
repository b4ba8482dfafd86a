import { memo, useMemo, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { IconButton, MoreIcon, StarIcon } from '@confab/ui';
import { chatPreviewLength, isUntitled, markdownToPlainText, type ChatMeta } from '@confab/core';
import { revealBidiControls } from '@confab/core/text';
import { formatHashRoute } from '../../routing/hash-route.ts';
import { InlineNameInput } from './inline-name-input.tsx';
import { tagStyle } from './tag-style.ts';

export interface ChatRowProps {
  chat: ChatMeta;
  active: boolean;
  nested: boolean;
  editing: boolean;
  menuOpen: boolean;
  /** Undefined outside select mode; otherwise whether the chat is ticked. */
  selected: boolean | undefined;
  /** Handlers take the chat's id, so one stable handler serves every row (the row is memoised). */
  onOpen: (chatID: string) => void;
  onToggleSelected: (chatID: string, options: { range: boolean }) => void;
  onOpenMenu: (chatID: string, anchor: HTMLElement) => void;
  onRename: (chatID: string, title: string | null) => void;
}

const shownTagCount = 3;

/** Renders again only when its own chat or state changes, not whenever the list does. */
export const ChatRow = memo(function ChatRow({
  chat,
  active,
  nested,
  editing,
  menuOpen,
  selected,
  onOpen,
  onToggleSelected,
  onOpenMenu,
  onRename,
}: ChatRowProps) {
  const intl = useIntl();
  // Kept across renders: every visible row renders again when another chat is opened.
  const preview = useMemo(
    () => (chat.preview ? markdownToPlainText(chat.preview, { maxLength: chatPreviewLength }) : ''),
    [chat.preview],
  );
  const title = isUntitled(chat)
    ? intl.formatMessage({ id: 'chat.untitled', defaultMessage: 'New Chat' })
    : revealBidiControls(chat.chatTitle);
  const className = ['chat-row', nested ? 'chat-row--nested' : '', active ? 'chat-row--active' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className} data-chat-id={chat.id}>
      {selected === undefined ? null : (
        <input
          type="checkbox"
          className="chat-row__checkbox"
          aria-label={title}
          checked={selected}
          // The click, not the change, carries the Shift key that asks for a range.
          onChange={() => undefined}
          onClick={(event: MouseEvent<HTMLInputElement>) => {
            onToggleSelected(chat.id, { range: event.shiftKey });
          }}
        />
      )}
      {editing ? (
        <InlineNameInput
          initialValue={chat.chatTitle}
          label={intl.formatMessage({ id: 'chatList.chat.titleInput', defaultMessage: 'Chat title' })}
          onSave={(title) => {
            onRename(chat.id, title);
          }}
          onCancel={() => {
            onRename(chat.id, null);
          }}
        />
      ) : (
        <a
          className="chat-row__link"
          href={formatHashRoute({ tab: 'chat', chatId: chat.id })}
          aria-current={active ? 'page' : undefined}
          onClick={(event) => {
            event.preventDefault();
            onOpen(chat.id);
          }}
        >
          <span className="chat-row__title">
            {chat.favoritedAt === null ? null : <StarIcon filled size={14} strokeWidth={1.8} />}
            <span className="chat-row__title-text">{title}</span>
            {chat.tags.slice(0, shownTagCount).map((tag) => (
              <span
                key={tag.id}
                className="chat-row__tag-dot"
                style={tagStyle(tag.name)}
                title={tag.name}
                aria-hidden="true"
              />
            ))}
          </span>
          {/* Previews stored before they were made plain (or by an older device) may hold Markdown. */}
          {chat.preview ? <span className="chat-row__preview">{preview}</span> : null}
        </a>
      )}
      <IconButton
        label={intl.formatMessage({ id: 'chatList.chat.actions', defaultMessage: 'Chat actions' })}
        className="chat-row__menu-button"
        aria-haspopup="menu"
        aria-expanded={menuOpen}
        onClick={(event) => {
          onOpenMenu(chat.id, event.currentTarget);
        }}
      >
        <MoreIcon strokeWidth={1.8} />
      </IconButton>
    </div>
  );
});
