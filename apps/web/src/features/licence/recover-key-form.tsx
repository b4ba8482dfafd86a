import { useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, FormField } from '@confab/ui';
import { recoverLicence, type FetchImplementation } from './licence-client.ts';
import { licenceMessages as messages } from './licence-messages.ts';

type Recovery = 'idle' | 'sending' | 'sent' | 'failed';

/** Spec §2 recover-key link: asks for the purchase address; the server mails every key bought with it. */
export function RecoverKeyForm({ fetchImplementation }: { fetchImplementation?: FetchImplementation }) {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [recovery, setRecovery] = useState<Recovery>('idle');

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (email.trim() === '' || recovery === 'sending') return;
    setRecovery('sending');
    void recoverLicence(email.trim(), fetchImplementation).then((sent) => {
      setRecovery(sent ? 'sent' : 'failed');
    });
  };

  return (
    <form className="licence-panel__recover" onSubmit={submit} noValidate>
      <FormField label={intl.formatMessage(messages.recoverEmail)}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
            }}
          />
        )}
      </FormField>
      <Button type="submit" disabled={email.trim() === '' || recovery === 'sending'}>
        {intl.formatMessage(recovery === 'sending' ? messages.recoverSending : messages.recoverSubmit)}
      </Button>
      {recovery === 'sent' ? <p role="status">{intl.formatMessage(messages.recoverSent)}</p> : null}
      {recovery === 'failed' ? (
        <p role="alert" className="licence-panel__error">
          {intl.formatMessage(messages.generic)}
        </p>
      ) : null}
    </form>
  );
}
