import { memo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import type { Message, SiblingPosition } from '@confab/core';
import { MessageSpeech } from '../../speech/on-demand.ts';
import { useLiveAnswer } from '../engine/use-live-answer.ts';
import { BranchNavigator } from './branch-navigator.tsx';
import { chatMessages } from './chat-messages.ts';
import { CopyButton } from './copy-button.tsx';
import { MessageBody } from './message-body.tsx';
import { MessageEditor } from './message-editor.tsx';
import { MessageUsage } from './message-usage.tsx';
import { MultiResponses } from './multi-responses.tsx';
import { SuggestedKeywordsRow } from '../suggested-keywords/suggested-keywords-row.tsx';
import { MessageSources } from '../knowledge/message-sources.tsx';

export interface MessageActions {
  onEdit: (message: Message, text: string) => void;
  onDelete: (message: Message) => void;
  onRegenerate: (message: Message) => void;
  onFork: (message: Message) => void;
  onSelectBranch: (uuid: string) => void;
  onChoosePrimary: (message: Message, responseUUID: string) => void;
  costOf: (modelID: string | undefined, usage: Message['usage']) => number | undefined;
}

export interface MessageArticleProps {
  message: Message;
  position: SiblingPosition;
  actions: MessageActions;
}

export const MessageArticle = memo(function MessageArticle({
  message,
  position,
  actions,
}: MessageArticleProps) {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  const live = useLiveAnswer(message.uuid, message.updatedAt);
  const isUser = message.role === 'user';
  const content = live?.content ?? message.content;
  const streaming = live?.running ?? false;
  // The text is drawn final once its stream ended; the actions wait until it is stored.
  const arriving = live?.arriving ?? false;
  const label = intl.formatMessage(isUser ? chatMessages.userMessage : chatMessages.assistantMessage);

  return (
    <article className={`message message--${message.role}`} aria-label={label}>
      {editing ? (
        <MessageEditor
          initialText={message.content}
          resend={isUser}
          onCancel={() => {
            setEditing(false);
          }}
          onSave={(text) => {
            setEditing(false);
            actions.onEdit(message, text);
          }}
        />
      ) : message.type === 'tm_multi_responses' ? (
        <MultiResponses message={message} onChoosePrimary={actions.onChoosePrimary} costOf={actions.costOf} />
      ) : (
        <div className="message__bubble">
          <MessageBody
            content={content}
            reasoning={live?.reasoning || message.reasoning}
            error={live?.error ?? message.error}
            toolCalls={message.toolCalls}
            streaming={arriving}
          />
          {message.suggestedKeywords && !streaming ? (
            <SuggestedKeywordsRow keywords={message.suggestedKeywords} />
          ) : null}
        </div>
      )}
      {editing ? null : <MessageSources citations={message.citations} />}
      {editing ? null : (
        <footer className="message__footer">
          <BranchNavigator position={position} onSelect={actions.onSelectBranch} />
          <div className="message__actions">
            <CopyButton text={content} />
            {isUser || message.type === 'tm_multi_responses' ? null : (
              <MessageSpeech
                messageID={message.uuid}
                content={content}
                streaming={streaming}
                failed={Boolean(live?.error ?? message.error)}
              />
            )}
            {message.type === 'tm_multi_responses' ? null : (
              <Button
                variant="ghost"
                className="message-action"
                disabled={streaming}
                onClick={() => {
                  setEditing(true);
                }}
              >
                {intl.formatMessage(chatMessages.edit)}
              </Button>
            )}
            {isUser ? null : (
              <Button
                variant="ghost"
                className="message-action"
                disabled={streaming}
                onClick={() => {
                  actions.onRegenerate(message);
                }}
              >
                {intl.formatMessage(chatMessages.regenerate)}
              </Button>
            )}
            <Button
              variant="ghost"
              className="message-action"
              disabled={streaming}
              onClick={() => {
                actions.onFork(message);
              }}
            >
              {intl.formatMessage(chatMessages.fork)}
            </Button>
            <Button
              variant="ghost"
              className="message-action"
              onClick={() => {
                actions.onDelete(message);
              }}
            >
              {intl.formatMessage(chatMessages.delete)}
            </Button>
          </div>
          {isUser ? null : (
            <MessageUsage usage={message.usage} cost={actions.costOf(message.model, message.usage)} />
          )}
        </footer>
      )}
    </article>
  );
}, sameArticleProps);

/**
 * The log computes each message's sibling position anew on every render; comparing it by value lets
 * a re-render of the chat screen (a setting read, the composer, the older messages of a chat just
 * opened being added) skip the messages that did not change.
 */
function sameArticleProps(previous: MessageArticleProps, next: MessageArticleProps): boolean {
  return (
    previous.message === next.message &&
    previous.actions === next.actions &&
    previous.position.index === next.position.index &&
    previous.position.count === next.position.count &&
    previous.position.previousUUID === next.position.previousUUID &&
    previous.position.nextUUID === next.position.nextUUID
  );
}
