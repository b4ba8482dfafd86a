import { useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, DialogActions, FormField, formFieldClassNames, ModalDialog } from '@confab/ui';
import { keyVaultMessages } from './key-vault-messages.ts';
import type { VaultActions } from './vault-actions.ts';
import './key-vault.css';

export interface LockKeysDialogProps {
  lock: VaultActions['lock'];
  onClose: () => void;
}

/** Asks for a new password twice and encrypts every saved key with it (agents spec §4, §5). */
export function LockKeysDialog({ lock, onClose }: LockKeysDialogProps) {
  const intl = useIntl();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Agents spec §5: encryption needs a non-empty password.
    if (password === '' || busy) return;
    if (password !== confirmation) {
      setMismatch(true);
      return;
    }
    setBusy(true);
    setFailed(false);
    try {
      await lock(password);
      onClose();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <ModalDialog size="small" title={intl.formatMessage(keyVaultMessages.lockTitle)} onClose={onClose}>
      <form
        className={`${formFieldClassNames.form} key-vault-form`}
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <p className="key-vault-form__intro">{intl.formatMessage(keyVaultMessages.lockIntro)}</p>
        <FormField label={intl.formatMessage(keyVaultMessages.password)}>
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="new-password"
              autoFocus
              value={password}
              disabled={busy}
              onChange={(event) => {
                setPassword(event.target.value);
                setMismatch(false);
              }}
            />
          )}
        </FormField>
        <FormField
          label={intl.formatMessage(keyVaultMessages.confirmPassword)}
          error={mismatch ? intl.formatMessage(keyVaultMessages.passwordsDiffer) : undefined}
        >
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="new-password"
              value={confirmation}
              disabled={busy}
              onChange={(event) => {
                setConfirmation(event.target.value);
                setMismatch(false);
              }}
            />
          )}
        </FormField>
        {busy || failed ? (
          <p
            className={failed ? formFieldClassNames.error : 'key-vault-form__status'}
            role={failed ? 'alert' : 'status'}
          >
            {intl.formatMessage(failed ? keyVaultMessages.failed : keyVaultMessages.locking)}
          </p>
        ) : null}
        <DialogActions placement="inline">
          <Button onClick={onClose} disabled={busy}>
            {intl.formatMessage(keyVaultMessages.cancel)}
          </Button>
          <Button type="submit" variant="primary" disabled={password === '' || busy}>
            {intl.formatMessage(keyVaultMessages.lock)}
          </Button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}
