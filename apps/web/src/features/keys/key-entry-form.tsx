import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, ExternalLinkIcon, VisuallyHidden } from '@confab/ui';
import { KeyFormMessageView } from './key-form-message.tsx';
import { Spinner } from './key-spinner.tsx';
import { keyMessages } from './key-messages.ts';
import { MaskedKeyDisplay } from './masked-key-display.tsx';
import { useKeyEntryForm, type KeyEntryFormBehaviour } from './use-key-entry-form.ts';
import './key-entry-form.css';

export interface KeyEntryFormProps extends KeyEntryFormBehaviour {
  /** The input's accessible name, e.g. "OpenAI API key" (ARCHITECTURE §7). */
  label: string;
  placeholder: string;
  title?: ReactNode;
  /** The provider's key-creation page, opened in a new tab from the title line. */
  keyPageURL?: string;
  logo?: ReactNode;
  billingURL?: string;
  proxyNoticeOnNetworkError?: boolean;
  readOnly?: boolean;
  allowCancel?: boolean;
  showCheckKey?: boolean;
  hideLockIcon?: boolean;
}

/** The spec's key-entry form (§2, §4, §5): a masked saved key, or an input whose key is tested before it is kept. */
export function KeyEntryForm(props: KeyEntryFormProps) {
  const intl = useIntl();
  const messageID = useId();
  const { state, controls, inputRef, typeDraft, change, cancel, save, check } = useKeyEntryForm(props);
  const saving = state.busy === 'saving';
  const checking = state.busy === 'checking';

  const checkButton = props.showCheckKey ? (
    <Button
      variant="ghost"
      aria-busy={checking}
      disabled={controls.checkDisabled}
      onClick={() => {
        void check();
      }}
    >
      {checking ? <Spinner /> : null}
      {intl.formatMessage(keyMessages.checkKey)}
    </Button>
  ) : null;

  return (
    <div className="key-form" role="group" aria-label={props.label} aria-busy={state.busy !== 'idle'}>
      {props.title || props.keyPageURL || props.logo ? (
        <div className="key-form__title">
          {props.logo}
          {props.title ? <span className="key-form__title-text">{props.title}</span> : null}
          {props.keyPageURL ? (
            <a
              className="key-form__key-link"
              href={props.keyPageURL}
              target="_blank"
              rel="noopener noreferrer"
            >
              {intl.formatMessage(keyMessages.getKey)}
              <ExternalLinkIcon />
              <VisuallyHidden>{intl.formatMessage(keyMessages.opensInNewTab)}</VisuallyHidden>
            </a>
          ) : null}
        </div>
      ) : null}

      {controls.showingSaved ? (
        <MaskedKeyDisplay
          savedKey={props.savedKey}
          readOnly={props.readOnly ?? false}
          hideLockIcon={props.hideLockIcon ?? false}
          disabled={state.busy !== 'idle'}
          onChange={change}
          checkButton={checkButton}
        />
      ) : (
        <form
          className="key-form__row"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <input
            ref={inputRef}
            aria-label={props.label}
            className="key-form__input"
            type="text"
            autoComplete="off"
            spellCheck={false}
            placeholder={props.placeholder}
            value={state.draft}
            disabled={saving || props.readOnly}
            aria-describedby={state.message ? messageID : undefined}
            onChange={(event) => {
              typeDraft(event.target.value);
            }}
          />
          {checkButton}
          <Button type="submit" variant="primary" disabled={controls.saveDisabled || props.readOnly}>
            {saving ? <Spinner /> : null}
            {intl.formatMessage(controls.saveClears ? keyMessages.clearKey : keyMessages.save)}
          </Button>
          {props.allowCancel && props.savedKey ? (
            <Button onClick={cancel} disabled={state.busy !== 'idle'}>
              {intl.formatMessage(keyMessages.cancel)}
            </Button>
          ) : null}
        </form>
      )}

      {saving ? (
        <p role="status" className="key-form__message key-form__message--muted">
          {intl.formatMessage(keyMessages.checking)}
        </p>
      ) : null}

      {state.typedWhileProfileKey && props.profileKeyExists && !controls.showingSaved ? (
        <p className="key-form__message key-form__message--warning">
          {intl.formatMessage(keyMessages.profileKeyNote)}
        </p>
      ) : null}

      {state.message ? (
        <div id={messageID}>
          <KeyFormMessageView
            message={state.message}
            billingURL={props.billingURL}
            proxyNoticeOnNetworkError={props.proxyNoticeOnNetworkError}
          />
        </div>
      ) : null}
    </div>
  );
}
