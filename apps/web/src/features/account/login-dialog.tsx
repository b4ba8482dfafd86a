import { useEffect, useId, useRef, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { loginCodeLength, type CloudUser } from '@confab/core';
import { Button, DialogActions, ModalDialog } from '@confab/ui';
import { LoginMessage } from '../host-branding/index.ts';
import type { AccountClient } from './account-client.ts';
import { accountMessages } from './account-messages.ts';
import { useHostConfig } from '../../host/host-config.tsx';
import { loginEmailRule } from './sign-in-allowed.ts';
import { useLoginFlow } from './use-login-flow.ts';
import './login-dialog.css';

export interface LoginDialogProps {
  client: AccountClient;
  onSignedIn: (result: { token: string; user: CloudUser }) => void;
  onClose: () => void;
}

function submitHandler(action: () => Promise<void>) {
  return (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void action();
  };
}

/** Spec §2 login dialog: an e-mail step, then a 6-character code step with the alternative login. */
export function LoginDialog({ client, onSignedIn, onClose }: LoginDialogProps) {
  const intl = useIntl();
  const hostConfig = useHostConfig();
  const emailRule = loginEmailRule(hostConfig);
  // Spec §6: a managed deployment's login message shows on its login screens, this dialog included.
  const loginMessage = hostConfig.managed ? (hostConfig.metadata?.loginMessage?.trim() ?? '') : '';
  const flow = useLoginFlow({ client, initialEmail: emailRule.initial, onSignedIn });
  const emailRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const ids = {
    email: useId(),
    emailFixed: useId(),
    code: useId(),
    fieldError: useId(),
    serverError: useId(),
    intro: useId(),
  };

  // showModal() (run by ModalDialog before this effect) focuses the first control; each step starts
  // in its own field instead, and a refused submit returns there.
  useEffect(() => {
    (flow.step === 'email' ? emailRef : codeRef).current?.focus();
  }, [flow.step, flow.fieldProblem, flow.serverError]);

  const fieldError = flow.fieldProblem && intl.formatMessage(accountMessages[flow.fieldProblem]);
  const describedBy = [
    fieldError ? ids.fieldError : undefined,
    flow.serverError ? ids.serverError : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  const invalid = fieldError !== undefined || flow.serverError !== undefined;
  const errors = (
    <>
      {fieldError ? (
        <p id={ids.fieldError} className="login-dialog__error">
          {fieldError}
        </p>
      ) : null}
      <div role="alert">
        {flow.serverError ? (
          <p id={ids.serverError} className="login-dialog__error">
            {flow.serverError}
          </p>
        ) : null}
      </div>
    </>
  );

  return (
    <ModalDialog title={intl.formatMessage(accountMessages.loginTitle)} onClose={onClose} size="small">
      {flow.step === 'email' ? (
        <form className="login-dialog" noValidate onSubmit={submitHandler(flow.sendCode)}>
          {loginMessage === '' ? null : <LoginMessage text={loginMessage} />}
          <p id={ids.intro} className="login-dialog__intro">
            {intl.formatMessage(accountMessages.emailIntro)}
          </p>
          <label className="login-dialog__label" htmlFor={ids.email}>
            {intl.formatMessage(accountMessages.emailLabel)}
          </label>
          <input
            ref={emailRef}
            id={ids.email}
            className="login-dialog__input"
            type="email"
            autoComplete="email"
            required
            value={flow.email}
            readOnly={!emailRule.editable}
            aria-invalid={invalid}
            aria-describedby={
              emailRule.editable ? describedBy || undefined : `${ids.emailFixed} ${describedBy}`.trim()
            }
            onChange={(event) => {
              flow.setEmail(event.target.value);
            }}
          />
          {emailRule.editable ? null : (
            <p id={ids.emailFixed} className="login-dialog__hint">
              {intl.formatMessage(accountMessages.emailFixed)}
            </p>
          )}
          {errors}
          <DialogActions>
            <Button onClick={onClose}>{intl.formatMessage(accountMessages.cancel)}</Button>
            <Button type="submit" variant="primary" disabled={flow.busy}>
              {intl.formatMessage(flow.busy ? accountMessages.sending : accountMessages.sendCode)}
            </Button>
          </DialogActions>
        </form>
      ) : (
        <form className="login-dialog" noValidate onSubmit={submitHandler(flow.verify)}>
          <p className="login-dialog__intro">
            {intl.formatMessage(accountMessages.codeIntro, {
              email: <strong key="email">{flow.email.trim()}</strong>,
            })}
          </p>
          <label className="login-dialog__label" htmlFor={ids.code}>
            {intl.formatMessage(accountMessages.codeLabel)}
          </label>
          <input
            ref={codeRef}
            id={ids.code}
            className="login-dialog__input login-dialog__code"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            required
            maxLength={loginCodeLength}
            value={flow.code}
            aria-invalid={invalid}
            aria-describedby={describedBy || undefined}
            onChange={(event) => {
              flow.setCode(event.target.value);
            }}
          />
          {errors}
          <div role="status" className="login-dialog__notice">
            {flow.alternativeSent ? intl.formatMessage(accountMessages.alternativeSent) : null}
          </div>
          <p className="login-dialog__hint">
            {intl.formatMessage(accountMessages.alternativeHint)}{' '}
            <Button
              variant="ghost"
              className="login-dialog__alternative"
              disabled={flow.busy}
              onClick={() => void flow.requestAlternativeLogin()}
            >
              {intl.formatMessage(accountMessages.useAlternative)}
            </Button>
          </p>
          <DialogActions>
            <Button onClick={flow.backToEmail}>{intl.formatMessage(accountMessages.cancel)}</Button>
            <Button type="submit" variant="primary" disabled={flow.busy}>
              {intl.formatMessage(flow.busy ? accountMessages.verifying : accountMessages.verify)}
            </Button>
          </DialogActions>
        </form>
      )}
    </ModalDialog>
  );
}
