import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, DialogActions, FormField, ModalDialog, formFieldClassNames } from '@confab/ui';
import { maxPersonNameLength } from '@confab/core/protocol';
import { useHostConfig } from '../../host/host-config.tsx';
import { serverErrorMessage } from '../../host/server-request-error.ts';
import { hostedProfileStore } from './hosted-profile-store.ts';
import { hostedUserClient } from './hosted-user-client.ts';
import { orgMessages } from './org-messages.ts';

export interface AccountInfoDialogProps {
  onClose: () => void;
  /** Tests pass their own; the app uses the server. */
  client?: Pick<typeof hostedUserClient, 'load' | 'save'>;
}

/**
 * Account information of a hosted member (spec §4/§5): first and last name, both required. The
 * form starts from the host config, then from the server's copy; saving is off until both names
 * are filled and while a save runs, and a failure keeps the form for another try.
 */
export function AccountInfoDialog({ onClose, client = hostedUserClient }: AccountInfoDialogProps) {
  const intl = useIntl();
  const hostConfig = useHostConfig();
  const initial = hostedProfileStore.read() ?? hostConfig.currentUser?.profile;
  const [firstName, setFirstName] = useState(initial?.firstName ?? '');
  const [lastName, setLastName] = useState(initial?.lastName ?? '');
  const [email, setEmail] = useState(hostConfig.currentUser?.email ?? '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    let current = true;
    client.load().then(
      (user) => {
        if (!current) return;
        setEmail(user.email);
        // Names typed before the answer came stay.
        setFirstName((typed) => (typed === '' ? (user.firstName ?? '') : typed));
        setLastName((typed) => (typed === '' ? (user.lastName ?? '') : typed));
      },
      () => {
        if (current) setLoadFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [client]);

  const complete = firstName.trim() !== '' && lastName.trim() !== '';

  const submit = async () => {
    if (!complete || saving) return;
    setSaving(true);
    setError(undefined);
    try {
      await client.save({ firstName: firstName.trim(), lastName: lastName.trim() });
      // Spec §7: the user is loaded again after the save, so the app shows what the server holds.
      hostedProfileStore.replace(await client.load());
      onClose();
    } catch (failure) {
      setError(serverErrorMessage(failure));
      setSaving(false);
    }
  };

  return (
    <ModalDialog size="small" title={intl.formatMessage(orgMessages.accountInfoTitle)} onClose={onClose}>
      <form
        className={formFieldClassNames.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {loadFailed ? (
          <p className={formFieldClassNames.hint}>{intl.formatMessage(orgMessages.loadFailed)}</p>
        ) : null}
        {email === '' ? null : <p>{intl.formatMessage(orgMessages.email, { email })}</p>}
        <FormField label={intl.formatMessage(orgMessages.firstName)}>
          {(control) => (
            <input
              {...control}
              required
              autoComplete="given-name"
              maxLength={maxPersonNameLength}
              value={firstName}
              onChange={(event) => {
                setFirstName(event.target.value);
              }}
            />
          )}
        </FormField>
        <FormField label={intl.formatMessage(orgMessages.lastName)}>
          {(control) => (
            <input
              {...control}
              required
              autoComplete="family-name"
              maxLength={maxPersonNameLength}
              value={lastName}
              onChange={(event) => {
                setLastName(event.target.value);
              }}
            />
          )}
        </FormField>
        {error === undefined ? null : (
          <p role="alert" className={formFieldClassNames.error}>
            {error}
          </p>
        )}
        <DialogActions placement="inline">
          <Button onClick={onClose}>{intl.formatMessage(orgMessages.cancel)}</Button>
          <Button type="submit" variant="primary" disabled={!complete || saving}>
            {intl.formatMessage(saving ? orgMessages.saving : orgMessages.save)}
          </Button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}
