import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ErrorBoundary, FailureNotice } from '@confab/ui';
import { useCrashArmed, Thrower } from './crash-test/crash-probe.tsx';
import { renderErrorMessages } from './render-error-messages.ts';
import './render-errors.css';

/** A message's text as written, as plain text (React escapes it), under a short notice. */
export function MessageSourceFallback({ text }: { text: string }) {
  const intl = useIntl();
  return (
    <FailureNotice role="note" title={intl.formatMessage(renderErrorMessages.messageFailed)}>
      <div className="message-plain-text render-error-source">{text}</div>
    </FailureNotice>
  );
}

/**
 * One message whose rendering throws shows its source text instead; the rest of the conversation
 * (or the print view) is drawn as usual. New text (a stream, an edit) is tried again.
 */
export function MessageErrorBoundary({
  text,
  children,
  article,
}: {
  text: string;
  children: ReactNode;
  /** Around a whole message: the fallback keeps the message's article, its role and name. */
  article?: { label: string; className: string };
}) {
  const fallback = () =>
    article ? (
      <article className={article.className} aria-label={article.label}>
        <MessageSourceFallback text={text} />
      </article>
    ) : (
      <MessageSourceFallback text={text} />
    );
  // The crash test's switch is a reset key too, so turning it off draws the messages again.
  const crashArmed = useCrashArmed('message');
  return (
    <ErrorBoundary resetKeys={[text, crashArmed]} fallback={fallback}>
      {crashArmed ? <Thrower place="a message" /> : null}
      {children}
    </ErrorBoundary>
  );
}
