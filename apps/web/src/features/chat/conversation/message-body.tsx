import { useIntl } from 'react-intl';
import { LazyMessageMarkdown } from './lazy-message-markdown.tsx';
import { chatMessages } from './chat-messages.ts';
import { MessageErrorBoundary } from '../../render-errors/index.ts';
import { ToolCallSteps } from '../../tools/on-demand.ts';
import type { StoredToolCall } from '@confab/core';

export interface MessageBodyProps {
  content: string;
  reasoning?: string | undefined;
  error?: string | undefined;
  /** The tools the answer called, shown as collapsed steps above its text. */
  toolCalls?: readonly StoredToolCall[] | undefined;
  streaming: boolean;
}

const renderToolMarkdown = (text: string) => (
  <MessageErrorBoundary text={text}>
    <LazyMessageMarkdown text={text} streaming={false} />
  </MessageErrorBoundary>
);

/** The text of one answer or prompt, its collapsed reasoning and any error that stopped it. */
export function MessageBody({ content, reasoning, error, toolCalls, streaming }: MessageBodyProps) {
  const intl = useIntl();
  return (
    <>
      {reasoning ? (
        <details className="message-reasoning">
          <summary>{intl.formatMessage(chatMessages.reasoning)}</summary>
          <div className="message-reasoning__text">{reasoning}</div>
        </details>
      ) : null}
      <ToolCallSteps toolCalls={toolCalls} renderMarkdown={renderToolMarkdown} />
      {content ? (
        <MessageErrorBoundary text={content}>
          <LazyMessageMarkdown text={content} streaming={streaming} />
        </MessageErrorBoundary>
      ) : streaming ? (
        <p className="message-waiting">{intl.formatMessage(chatMessages.waiting)}</p>
      ) : null}
      {error ? (
        <p className="message-error" role="alert">
          {intl.formatMessage(chatMessages.stoppedWithError, { error })}
        </p>
      ) : null}
    </>
  );
}
