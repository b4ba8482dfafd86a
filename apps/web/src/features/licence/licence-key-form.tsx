import { useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, FormField } from '@confab/ui';
import { looksLikeAPIKey, mayActivate, maskLicenceKey, type ActivationFailure } from '@confab/core/licence';
import { activateLicenceKey, forgetLicenceKey } from './licence-actions.ts';
import type { FetchImplementation } from './licence-client.ts';
import { licenceMessages as messages } from './licence-messages.ts';
import { ActivationFailureMessage } from './activation-message.tsx';
import { useLicenceStatus, useStoredLicence } from './use-licence.ts';

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
 * Spec §4/§5 key entry: locked and masked to the last 4 characters while a key is stored (and not
 * refused by the server); Activate is disabled when the field is empty or holds an API key (`sk-`),
 * and Enter submits only without `sk-` — an empty submit (Enter in the empty field) forgets the
 * stored key. The field empties on success.
 */
export function LicenceKeyForm({
  publicKey,
  initialKey = '',
  onActivated,
  fetchImplementation,
}: LicenceKeyFormProps) {
  const intl = useIntl();
  const stored = useStoredLicence();
  // A stored key that failed verification (revoked, or this device unknown to the server) is not
  // locked: the person can enter another key, or submit the empty field to remove it.
  const verified = useLicenceStatus().verified;
  const locked = stored !== undefined && verified !== false;
  const [value, setValue] = useState(initialKey);
  const [activation, setActivation] = useState<Activation>({ state: 'idle' });
  const apiKey = looksLikeAPIKey(value);
  const working = activation.state === 'working';

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (working || locked || apiKey) return;
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
        hint={intl.formatMessage(
          locked ? messages.keyStoredHint : stored ? messages.keyReplaceHint : messages.keyHint,
        )}
        {...(apiKey ? { error: intl.formatMessage(messages.looksLikeAPIKey) } : {})}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            className="licence-panel__input"
            autoComplete="off"
            spellCheck={false}
            readOnly={locked || working}
            value={locked ? maskLicenceKey(stored.key) : value}
            {...(stored && !locked ? { placeholder: maskLicenceKey(stored.key) } : {})}
            onChange={(event) => {
              setValue(event.target.value);
              if (activation.state !== 'working') setActivation({ state: 'idle' });
            }}
          />
        )}
      </FormField>
      {!locked ? (
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
