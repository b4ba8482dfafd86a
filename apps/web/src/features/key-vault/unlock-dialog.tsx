import { useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { KeyVaultError } from '@confab/core/key-vault';
import { Button, DialogActions, FormField, formFieldClassNames, ModalDialog } from '@confab/ui';
import { keyVaultMessages } from './key-vault-messages.ts';
import type { VaultActions } from './vault-actions.ts';
import './key-vault.css';

export interface UnlockDialogProps {
  unlock: VaultActions['unlock'];
  onForget: () => void;
  onClose: () => void;
}

/** The spec's unlock popup: a password, an invalid-password error under it, and "Forget keys". */
export function UnlockDialog({ unlock, onForget, onClose }: UnlockDialogProps) {
  const intl = useIntl();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Agents spec §5: an empty password does nothing.
    if (password === '' || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await unlock(password);
    } catch (failure) {
      const reason = failure instanceof KeyVaultError ? failure.reason : undefined;
      setError(
        intl.formatMessage(
          reason === 'wrong-password'
            ? keyVaultMessages.invalidPassword
            : reason === 'damaged'
              ? keyVaultMessages.damaged
              : keyVaultMessages.failed,
        ),
      );
      setBusy(false);
    }
  };

  return (
    <ModalDialog size="small" title={intl.formatMessage(keyVaultMessages.unlockTitle)} onClose={onClose}>
      <form
        className={`${formFieldClassNames.form} key-vault-form`}
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <p className="key-vault-form__intro">{intl.formatMessage(keyVaultMessages.unlockIntro)}</p>
        <FormField label={intl.formatMessage(keyVaultMessages.password)} error={error}>
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="current-password"
              autoFocus
              value={password}
              disabled={busy}
              onChange={(event) => {
                setPassword(event.target.value);
              }}
            />
          )}
        </FormField>
        {busy ? (
          <p className="key-vault-form__status" role="status">
            {intl.formatMessage(keyVaultMessages.unlocking)}
          </p>
        ) : null}
        <DialogActions placement="inline">
          <Button variant="danger" className="key-vault-form__forget" onClick={onForget} disabled={busy}>
            {intl.formatMessage(keyVaultMessages.forgetKeys)}
          </Button>
          <Button onClick={onClose}>{intl.formatMessage(keyVaultMessages.close)}</Button>
          <Button type="submit" variant="primary" disabled={password === '' || busy}>
            {intl.formatMessage(keyVaultMessages.unlock)}
          </Button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}
