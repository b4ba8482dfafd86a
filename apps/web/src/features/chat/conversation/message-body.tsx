import { useIntl } from 'react-intl';
import { LazyMessageMarkdown } from './lazy-message-markdown.tsx';
import { chatMessages } from './chat-messages.ts';
import { MessageErrorBoundary } from '../../render-errors/index.ts';

export interface MessageBodyProps {
  content: string;
  reasoning?: string | undefined;
  error?: string | undefined;
  streaming: boolean;
}

/** The text of one answer or prompt, its collapsed reasoning and any error that stopped it. */
export function MessageBody({ content, reasoning, error, streaming }: MessageBodyProps) {
  const intl = useIntl();
  return (
    <>
      {reasoning ? (
        <details className="message-reasoning">
          <summary>{intl.formatMessage(chatMessages.reasoning)}</summary>
          <div className="message-reasoning__text">{reasoning}</div>
        </details>
      ) : null}
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
