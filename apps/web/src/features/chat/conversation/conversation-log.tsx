import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import { effectiveContent, siblingPosition, type Message, type MessageTree } from '@confab/core';
import { chatMessages } from './chat-messages.ts';
import { MessageErrorBoundary } from '../../render-errors/index.ts';
import type { MessageActions } from './message-article.tsx';
import { MessageArticleOnDemand } from './message-article-on-demand.tsx';
import { useFollowBottom } from './use-follow-bottom.ts';
import { hiddenMessageCount, pagesToReveal } from './messages-to-load.ts';
import { useFirstScreenFirst } from './use-first-screen-first.ts';
import { useConversationTarget, useScrollToTarget } from './use-scroll-to-target.ts';
import './conversation-log.css';

export interface ConversationLogProps {
  tree: MessageTree | undefined;
  path: readonly Message[];
  actions: MessageActions;
  /** The "messages to load" setting: older messages wait behind a button so long chats open fast. */
  messagesToLoad: number;
  empty: ReactNode;
}

export function ConversationLog({ tree, path, actions, messagesToLoad, empty }: ConversationLogProps) {
  const intl = useIntl();
  const logRef = useRef<HTMLDivElement>(null);
  const followRef = useRef(true);
  // Extra pages the person asked for; the setting itself may arrive after the first render.
  const [earlierPages, setEarlierPages] = useState(0);
  // A search result may point at a message behind "Show earlier messages": reveal enough pages.
  const { target, index: targetIndex } = useConversationTarget(path);
  const pages = Math.max(earlierPages, pagesToReveal(path.length, targetIndex, messagesToLoad));
  const hidden = hiddenMessageCount(path.length, messagesToLoad, pages);
  const shown = path.slice(hidden);
  const drawn = useFirstScreenFirst(shown, target === undefined);

  const onScroll = useFollowBottom(logRef, followRef);
  const keepPagesShown = useCallback(() => {
    setEarlierPages(pages);
  }, [pages]);
  useScrollToTarget({
    target,
    index: targetIndex,
    hidden,
    pathLength: path.length,
    logRef,
    followRef,
    onShown: keepPagesShown,
  });

  // A new message (sent or answered) brings the view back to the bottom.
  useEffect(() => {
    followRef.current = true;
  }, [path.length]);

  return (
    <div
      ref={logRef}
      className="conversation-log"
      role="log"
      aria-label={intl.formatMessage({ id: 'chat.log.label', defaultMessage: 'Conversation' })}
      onScroll={onScroll}
    >
      {path.length === 0 ? empty : null}
      {hidden > 0 ? (
        <Button
          variant="ghost"
          className="conversation-log__earlier"
          onClick={() => {
            followRef.current = false;
            setEarlierPages(pages + 1);
          }}
        >
          {intl.formatMessage(
            {
              id: 'chat.showEarlier',
              defaultMessage: 'Show {count, plural, one {# earlier message} other {# earlier messages}}',
            },
            { count: Math.min(hidden, messagesToLoad) },
          )}
        </Button>
      ) : null}
      {tree
        ? drawn.map((message) =>
            message.type === 'clear-context' ? (
              <div key={message.uuid} className="conversation-log__cleared" role="separator">
                {intl.formatMessage(chatMessages.contextCleared)}
              </div>
            ) : (
              // The body has a boundary of its own that keeps the message's actions; this one is for
              // the rest of the message (its footer, alternatives, usage).
              <MessageErrorBoundary
                key={message.uuid}
                text={effectiveContent(message)}
                article={{
                  className: `message message--${message.role}`,
                  label: intl.formatMessage(
                    message.role === 'user' ? chatMessages.userMessage : chatMessages.assistantMessage,
                  ),
                }}
              >
                <MessageArticleOnDemand
                  message={message}
                  position={siblingPosition(tree, message)}
                  actions={actions}
                />
              </MessageErrorBoundary>
            ),
          )
        : null}
    </div>
  );
}
