import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import { createAccountClient, LoginThenReloadDialog } from '../account/index.ts';
import { consoleMessages } from './admin-console-messages.ts';

/**
 * What /admin shows to anyone the server does not name as an administrator: a plain refusal, with a
 * way to log in for someone who is not signed in yet (the server decides again on every call).
 */
export function AdminRefusal({ signedIn }: { signedIn: boolean }) {
  const intl = useIntl();
  const [loginOpen, setLoginOpen] = useState(false);
  const client = useMemo(() => createAccountClient(), []);
  return (
    <main className="admin-console__refusal">
      <h1>{intl.formatMessage(consoleMessages.onlyAdminsTitle)}</h1>
      <p>{intl.formatMessage(signedIn ? consoleMessages.onlyAdminsBody : consoleMessages.signInBody)}</p>
      <div className="admin-console__save-bar">
        {signedIn ? null : (
          <Button
            variant="primary"
            onClick={() => {
              setLoginOpen(true);
            }}
          >
            {intl.formatMessage(consoleMessages.logIn)}
          </Button>
        )}
        <a href="/">{intl.formatMessage(consoleMessages.backToApp)}</a>
      </div>
      {loginOpen ? (
        <LoginThenReloadDialog
          client={client}
          onClose={() => {
            setLoginOpen(false);
          }}
        />
      ) : null}
    </main>
  );
}
