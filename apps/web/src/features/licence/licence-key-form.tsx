import { useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, FormField } from '@confab/ui';
import { looksLikeAPIKey, mayActivate, maskLicenceKey, type ActivationFailure } from '@confab/core/licence';
import { activateLicenceKey, forgetLicenceKey } from './licence-actions.ts';
import type { FetchImplementation } from './licence-client.ts';
import { licenceMessages as messages } from './licence-messages.ts';
import { ActivationFailureMessage } from './activation-message.tsx';
import { useStoredLicence } from './use-licence.ts';

export interface LicenceKeyFormProps {
  publicKey: string;
  /** A key to start with (the thank-you link's `key`). */
  initialKey?: string;
  onActivated?: () => void;
  fetchImplementation?: FetchImplementation;
}

type Activation =
  | { state: 'idle' }
  | { state: 'working' }
  | { state: 'success' }
  | { state: 'error'; failure: ActivationFailure };

/**
 * Spec §4/§5 key entry: locked and masked to the last 4 characters while a key is stored; Activate
 * is disabled when the field is empty or holds an API key (`sk-`), and Enter submits only then — an
 * empty submit (Enter in the empty field) forgets the stored key. The field empties on success.
 */
export function LicenceKeyForm({
  publicKey,
  initialKey = '',
  onActivated,
  fetchImplementation,
}: LicenceKeyFormProps) {
  const intl = useIntl();
  const stored = useStoredLicence();
  const [value, setValue] = useState(initialKey);
  const [activation, setActivation] = useState<Activation>({ state: 'idle' });
  const apiKey = looksLikeAPIKey(value);
  const working = activation.state === 'working';

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (working || stored !== undefined || apiKey) return;
    if (value.trim() === '') {
      forgetLicenceKey();
      setActivation({ state: 'idle' });
      return;
    }
    setActivation({ state: 'working' });
    void activateLicenceKey(value, {
      publicKey,
      ...(fetchImplementation ? { fetchImplementation } : {}),
    }).then((outcome) => {
      if (outcome.ok) {
        setValue('');
        setActivation({ state: 'success' });
        onActivated?.();
      } else {
        setActivation({ state: 'error', failure: outcome.failure });
      }
    });
  };

  return (
    <form className="licence-panel__form" onSubmit={submit} noValidate>
      <FormField
        label={intl.formatMessage(messages.keyLabel)}
        hint={intl.formatMessage(stored ? messages.keyStoredHint : messages.keyHint)}
        {...(apiKey ? { error: intl.formatMessage(messages.looksLikeAPIKey) } : {})}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            className="licence-panel__input"
            autoComplete="off"
            spellCheck={false}
            readOnly={stored !== undefined || working}
            value={stored ? maskLicenceKey(stored.key) : value}
            onChange={(event) => {
              setValue(event.target.value);
              if (activation.state !== 'working') setActivation({ state: 'idle' });
            }}
          />
        )}
      </FormField>
      {stored === undefined ? (
        <Button type="submit" variant="primary" disabled={working || !mayActivate(value)}>
          {intl.formatMessage(working ? messages.activating : messages.activate)}
        </Button>
      ) : null}
      {activation.state === 'success' ? (
        <p role="status" className="licence-panel__success">
          {intl.formatMessage(messages.activated)}
        </p>
      ) : null}
      {activation.state === 'error' ? <ActivationFailureMessage failure={activation.failure} /> : null}
    </form>
  );
}
