import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, ModalDialog } from '@confab/ui';
import type { CloudUser } from '@confab/core';
import { LoginDialog, type AccountClient } from '../account/index.ts';
import { privacyNoticeMessages as messages } from './privacy-notice-messages.ts';
import './privacy-notice.css';

/** Spec workspace §9: the sync button leads on to the setup after this pause. */
export const syncSetupDelayMs = 700;

type Phase = 'initial' | 'opening' | 'login' | 'continue-without';

export interface PrivacyNoticeProps {
  client: AccountClient;
  onSignedIn: (result: { token: string; user: CloudUser }) => void;
  onContinueWithout: (remember: boolean) => void;
}

const ignoreEscape = () => undefined;

/**
 * The first-run privacy notice: full screen and closable only by its buttons (Escape does nothing).
 * Either it leads on to logging in for backup and sync, or to a confirmed local-only choice.
 */
export function PrivacyNotice({ client, onSignedIn, onContinueWithout }: PrivacyNoticeProps) {
  const intl = useIntl();
  const ids = { acknowledge: useId(), remember: useId() };
  const [phase, setPhase] = useState<Phase>('initial');
  const [acknowledged, setAcknowledged] = useState(false);
  const [remember, setRemember] = useState(false);

  useEffect(() => {
    if (phase !== 'opening') return;
    const timer = window.setTimeout(() => {
      setPhase('login');
    }, syncSetupDelayMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [phase]);

  if (phase === 'login') {
    return (
      <LoginDialog
        client={client}
        onSignedIn={onSignedIn}
        onClose={() => {
          setPhase('initial');
        }}
      />
    );
  }

  return (
    <ModalDialog title={intl.formatMessage(messages.title)} onClose={ignoreEscape} className="privacy-notice">
      <div className="privacy-notice__content">
        <p>{intl.formatMessage(messages.body)}</p>
        <p>{intl.formatMessage(messages.syncPitch)}</p>
      </div>
      {phase === 'continue-without' ? (
        <form
          className="privacy-notice__form"
          onSubmit={(event) => {
            event.preventDefault();
            if (acknowledged) onContinueWithout(remember);
          }}
        >
          <label className="privacy-notice__check" htmlFor={ids.acknowledge}>
            <input
              id={ids.acknowledge}
              type="checkbox"
              required
              checked={acknowledged}
              onChange={(event) => {
                setAcknowledged(event.target.checked);
              }}
            />
            <span>{intl.formatMessage(messages.acknowledge)}</span>
          </label>
          <label className="privacy-notice__check" htmlFor={ids.remember}>
            <input
              id={ids.remember}
              type="checkbox"
              checked={remember}
              onChange={(event) => {
                setRemember(event.target.checked);
              }}
            />
            <span>{intl.formatMessage(messages.remember)}</span>
          </label>
          <div className="privacy-notice__actions">
            <Button
              onClick={() => {
                setPhase('initial');
              }}
            >
              {intl.formatMessage(messages.back)}
            </Button>
            <Button type="submit" variant="primary" disabled={!acknowledged}>
              {intl.formatMessage(messages.confirm)}
            </Button>
          </div>
        </form>
      ) : (
        <div className="privacy-notice__actions">
          <Button
            variant="primary"
            disabled={phase === 'opening'}
            onClick={() => {
              setPhase('opening');
            }}
          >
            {intl.formatMessage(messages.setUpSync)}
          </Button>
          <Button
            disabled={phase === 'opening'}
            onClick={() => {
              setPhase('continue-without');
            }}
          >
            {intl.formatMessage(messages.continueWithout)}
          </Button>
        </div>
      )}
      <p role="status" className="privacy-notice__status">
        {phase === 'opening' ? intl.formatMessage(messages.opening) : ''}
      </p>
      <a className="privacy-notice__link" href="/privacy" target="_blank" rel="noreferrer">
        {intl.formatMessage(messages.privacyLink)}
      </a>
    </ModalDialog>
  );
}
