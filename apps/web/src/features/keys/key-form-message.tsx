import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { KeyFormMessage } from './key-form-state.ts';
import { keyMessages } from './key-messages.ts';

export interface KeyFormMessageProps {
  message: KeyFormMessage;
  /** The provider's billing or limits page, linked from the rate-limit message. */
  billingURL?: string;
  /** Anthropic on its official endpoint: a failed connection is usually CORS, and a proxy helps. */
  proxyNoticeOnNetworkError?: boolean;
}

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;
const underlined = (chunks: ReactNode[]) => <u>{chunks}</u>;

/** One line under the form. Errors are alerts (announced at once); the rest are polite statuses. */
export function KeyFormMessageView({ message, billingURL, proxyNoticeOnNetworkError }: KeyFormMessageProps) {
  const intl = useIntl();
  if (message.kind === 'check-passed') {
    return (
      <p role="status" className="key-form__message key-form__message--success">
        {intl.formatMessage(keyMessages.checkPassed)}
      </p>
    );
  }
  if (message.kind === 'saved-while-profile-key') {
    return (
      <p role="status" className="key-form__message key-form__message--warning">
        {intl.formatMessage(keyMessages.profileKeySaved)}
      </p>
    );
  }
  if (message.kind === 'save-failed') {
    return (
      <p role="alert" className="key-form__message key-form__message--error">
        {intl.formatMessage(keyMessages.genericFailure)}
      </p>
    );
  }
  const { error } = message;
  let text: ReactNode;
  switch (error.kind) {
    case 'invalid-key':
      text = intl.formatMessage(keyMessages.invalidKey);
      break;
    case 'rate-limited':
      text = billingURL
        ? intl.formatMessage(keyMessages.rateLimited, {
            b: strong,
            u: underlined,
            link: (chunks: ReactNode[]) => (
              <a href={billingURL} target="_blank" rel="noopener noreferrer">
                {chunks}
              </a>
            ),
          })
        : intl.formatMessage(keyMessages.rateLimitedNoLink, { b: strong, u: underlined });
      break;
    case 'provider-message':
      text = intl.formatMessage(keyMessages.providerMessage, { providerMessage: error.providerMessage });
      break;
    case 'http-status':
      text = intl.formatMessage(keyMessages.httpStatus, { status: error.status });
      break;
    case 'network':
      text = intl.formatMessage(keyMessages.connectionFailed);
      break;
  }
  return (
    <div role="alert" className="key-form__message key-form__message--error">
      <p>{text}</p>
      {error.kind === 'network' && proxyNoticeOnNetworkError ? (
        <p className="key-form__notice">{intl.formatMessage(keyMessages.proxyNotice)}</p>
      ) : null}
    </div>
  );
}
