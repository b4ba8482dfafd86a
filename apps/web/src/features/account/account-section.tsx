import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, ToastRegion, useToasts } from '@confab/ui';
import { useHostConfig } from '../../host/host-config.tsx';
import { serverErrorMessage } from '../../host/server-request-error.ts';
import { createAccountClient, type AccountClient } from './account-client.ts';
import { cloudTokenStore } from './cloud-token-store.ts';
import { accountMessages } from './account-messages.ts';
import { loginEntryMessages } from './login-entry-messages.ts';
import { LoginDialog } from './login-dialog.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { RevokeSessionsDialog } from './revoke-sessions-dialog.tsx';
import { isSignInAllowed } from './sign-in-allowed.ts';
import { useAccount } from './use-account.ts';
import './account-section.css';

const defaultClient = createAccountClient();

type OpenDialog = 'login' | 'revoke' | 'delete' | undefined;

/**
 * Settings → Account: log in, or show the account with "Log out", "Sign out other devices" and
 * "Delete account".
 */
export function AccountSection({ client = defaultClient }: { client?: AccountClient }) {
  const intl = useIntl();
  const hostConfig = useHostConfig();
  const headingID = useId();
  const account = useAccount(client);
  const toasts = useToasts();
  const [dialog, setDialog] = useState<OpenDialog>();
  const [busy, setBusy] = useState(false);
  const [deleteProblem, setDeleteProblem] = useState<string>();
  const { state } = account;
  // Read on each render: the token store notifies (and so re-renders this) when a session ends.
  const sessionEnded = state.status === 'signed-out' && cloudTokenStore.hasSessionEnded();

  const logOut = async () => {
    if (state.status === 'signed-out') return;
    setBusy(true);
    // Logged out here whatever the server answers: the person asked to leave this device.
    await client.logOut(state.token).catch(() => undefined);
    account.forget();
    setBusy(false);
    toasts.show(intl.formatMessage(accountMessages.loggedOut));
  };

  const revokeOthers = async () => {
    if (state.status !== 'signed-in') return;
    setBusy(true);
    try {
      account.adoptToken(await client.revokeOtherSessions(state.token), state.user);
      toasts.show(intl.formatMessage(accountMessages.revokeSuccess));
    } catch {
      toasts.show(intl.formatMessage(accountMessages.revokeFailed), 'error');
    } finally {
      setBusy(false);
      setDialog(undefined);
    }
  };

  const deleteAccount = async () => {
    if (state.status !== 'signed-in') return;
    setBusy(true);
    setDeleteProblem(undefined);
    try {
      await client.deleteAccount(state.token);
      setDialog(undefined);
      // The token died with the account; local data is untouched.
      account.forget();
      toasts.show(intl.formatMessage(accountMessages.deleted));
    } catch (error) {
      setDeleteProblem(serverErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="settings-section account-section" aria-labelledby={headingID}>
      <h2 id={headingID}>{intl.formatMessage(accountMessages.sectionTitle)}</h2>
      {state.status === 'signed-out' ? (
        isSignInAllowed(hostConfig) ? (
          <div className="account-section__row">
            <p role={sessionEnded ? 'alert' : undefined}>
              {intl.formatMessage(
                sessionEnded ? accountMessages.sessionEnded : accountMessages.signedOutIntro,
              )}
            </p>
            <Button
              variant="primary"
              onClick={() => {
                setDialog('login');
              }}
            >
              {intl.formatMessage(loginEntryMessages.logIn)}
            </Button>
          </div>
        ) : (
          <p>{intl.formatMessage(accountMessages.notAvailable)}</p>
        )
      ) : (
        <>
          <div className="account-section__row">
            {state.status === 'signed-in' ? (
              <p>
                {intl.formatMessage(accountMessages.signedInAs)}{' '}
                <strong className="account-section__email">{state.user.email}</strong>
              </p>
            ) : state.status === 'loading' ? (
              <p>{intl.formatMessage(accountMessages.loadingAccount)}</p>
            ) : (
              <p className="account-section__error">{state.userMessage}</p>
            )}
          </div>
          <div className="account-section__actions">
            {state.status === 'failed' ? (
              <Button onClick={account.retry}>{intl.formatMessage(accountMessages.retry)}</Button>
            ) : null}
            {state.status === 'signed-in' ? (
              <Button
                disabled={busy}
                onClick={() => {
                  setDialog('revoke');
                }}
              >
                {intl.formatMessage(accountMessages.signOutOtherDevices)}
              </Button>
            ) : null}
            <Button disabled={busy} onClick={() => void logOut()}>
              {intl.formatMessage(accountMessages.logOut)}
            </Button>
            {state.status === 'signed-in' ? (
              <Button
                variant="danger"
                disabled={busy}
                onClick={() => {
                  setDeleteProblem(undefined);
                  setDialog('delete');
                }}
              >
                {intl.formatMessage(accountMessages.deleteAccount)}
              </Button>
            ) : null}
          </div>
        </>
      )}
      {dialog === 'login' ? (
        <LoginDialog
          client={client}
          onSignedIn={({ token, user }) => {
            account.adoptToken(token, user);
            setDialog(undefined);
            toasts.show(intl.formatMessage(accountMessages.loggedIn));
          }}
          onClose={() => {
            setDialog(undefined);
          }}
        />
      ) : null}
      {dialog === 'revoke' ? (
        <RevokeSessionsDialog
          busy={busy}
          onConfirm={() => void revokeOthers()}
          onClose={() => {
            setDialog(undefined);
          }}
        />
      ) : null}
      {dialog === 'delete' && state.status === 'signed-in' ? (
        <DeleteAccountDialog
          email={state.user.email}
          busy={busy}
          problem={deleteProblem}
          onConfirm={() => void deleteAccount()}
          onClose={() => {
            setDialog(undefined);
          }}
        />
      ) : null}
      <ToastRegion
        toasts={toasts.toasts}
        onDismiss={toasts.dismiss}
        label={intl.formatMessage(accountMessages.notifications)}
        dismissLabel={intl.formatMessage(accountMessages.dismissNotice)}
      />
    </section>
  );
}
