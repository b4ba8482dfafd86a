import { useRef, useState, type SyntheticEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button, DialogActions, FormField, ModalDialog } from '@confab/ui';
import { serverErrorMessage } from '../../host/server-request-error.ts';
import { subscribeToNewsletter } from './newsletter-client.ts';
import { newsletterMessages as messages } from './newsletter-messages.ts';
import { newsletterCountdownSeconds } from './newsletter-state.ts';
import { useCountdown } from '@confab/ui';
import './newsletter-popup.css';

export interface NewsletterPopupProps {
  /** The cloud token when signed in: the account's own address is subscribed then. */
  token: string | undefined;
  onSubscribed: () => void;
  onClose: () => void;
  fetchImplementation?: typeof fetch;
}

type Submission = { status: 'idle' } | { status: 'sending' } | { status: 'failed'; message: string };

/**
 * The newsletter popup (spec agents-sync-keys §2, §4): a 10 s countdown runs, and only at zero can
 * the popup be closed (its button, Escape). Subscribing works at once.
 */
export function NewsletterPopup({ token, onSubscribed, onClose, fetchImplementation }: NewsletterPopupProps) {
  const intl = useIntl();
  const secondsLeft = useCountdown(newsletterCountdownSeconds);
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  const [submission, setSubmission] = useState<Submission>({ status: 'idle' });
  const emailRef = useRef<HTMLInputElement>(null);
  const closable = secondsLeft === 0 && submission.status !== 'sending';
  const signedIn = token !== undefined;

  const close = () => {
    if (closable) onClose();
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submission.status === 'sending') return;
    const typed = email.trim();
    if (!signedIn && typed === '') {
      setMissing(true);
      emailRef.current?.focus();
      return;
    }
    setMissing(false);
    setSubmission({ status: 'sending' });
    subscribeToNewsletter(intl.formatMessage(messages.failed), {
      ...(signedIn ? { token } : { email: typed }),
      ...(fetchImplementation ? { fetchImplementation } : {}),
    }).then(onSubscribed, (error: unknown) => {
      setSubmission({ status: 'failed', message: serverErrorMessage(error) });
    });
  };

  return (
    <ModalDialog
      title={intl.formatMessage(messages.title)}
      onClose={close}
      size="small"
      className="newsletter-popup"
      initialFocusRef={emailRef}
    >
      <form className="newsletter-popup__form" noValidate onSubmit={submit}>
        <p className="newsletter-popup__text">{intl.formatMessage(messages.body)}</p>
        {signedIn ? (
          <p className="newsletter-popup__text">{intl.formatMessage(messages.signedInBody)}</p>
        ) : (
          <FormField
            label={intl.formatMessage(messages.email)}
            {...(missing ? { error: intl.formatMessage(messages.emailMissing) } : {})}
          >
            {(control) => (
              <input
                {...control}
                ref={emailRef}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                }}
              />
            )}
          </FormField>
        )}
        <p className="newsletter-popup__error" role="alert">
          {submission.status === 'failed' ? submission.message : ''}
        </p>
        <p className="newsletter-popup__countdown" aria-live="off">
          {secondsLeft > 0
            ? intl.formatMessage(messages.countdown as MessageDescriptor, { seconds: secondsLeft })
            : ''}
        </p>
        <DialogActions placement="inline">
          <Button onClick={close} disabled={!closable}>
            {intl.formatMessage(messages.close)}
          </Button>
          <Button variant="primary" type="submit" disabled={submission.status === 'sending'}>
            {intl.formatMessage(submission.status === 'sending' ? messages.subscribing : messages.subscribe)}
          </Button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}
