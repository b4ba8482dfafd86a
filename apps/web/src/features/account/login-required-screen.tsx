import { useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import { useHostConfig } from '../../host/host-config.tsx';
import {
  displayedBrand,
  hostHue,
  LoginMessage,
  safeImageURL,
  useDocumentTitle,
} from '../host-branding/index.ts';
import type { AccountClient } from './account-client.ts';
import { loginEntryMessages } from './login-entry-messages.ts';
import { LoginThenReloadDialog } from './login-then-reload-dialog.tsx';
import './login-required-screen.css';

/**
 * The hosted login screen: the host's name, its login message, and the login dialog. After the
 * login the page loads again, so the host config comes back with what members may see.
 */
export function LoginRequiredScreen({ client, checking }: { client: AccountClient; checking: boolean }) {
  const intl = useIntl();
  const hostConfig = useHostConfig();
  useDocumentTitle();
  const [dialogOpen, setDialogOpen] = useState(true);
  const brand = displayedBrand(hostConfig);
  const banner = safeImageURL(hostConfig.bannerURL);
  const logo = safeImageURL(hostConfig.logoURL);
  const hue = hostHue(hostConfig);
  const loginMessage = hostConfig.metadata?.loginMessage?.trim() ?? '';

  return (
    <main
      className="login-required"
      data-hue={hue === undefined ? undefined : ''}
      style={hue === undefined ? undefined : ({ '--login-hue': String(hue) } as CSSProperties)}
    >
      {banner === undefined ? null : (
        <img className="login-required__banner" src={banner} alt="" referrerPolicy="no-referrer" />
      )}
      {logo === undefined ? null : (
        <img className="login-required__logo" src={logo} alt={brand} referrerPolicy="no-referrer" />
      )}
      {hostConfig.tagline ? <p className="login-required__tagline">{hostConfig.tagline}</p> : null}
      <h1>{intl.formatMessage(loginEntryMessages.membersOnlyTitle, { brand })}</h1>
      {checking ? (
        <p role="status">{intl.formatMessage(loginEntryMessages.membersOnlyChecking)}</p>
      ) : (
        <>
          {loginMessage === '' ? (
            <p>{intl.formatMessage(loginEntryMessages.membersOnlyBody)}</p>
          ) : dialogOpen ? null : (
            // While the dialog is open it shows the message itself.
            <LoginMessage text={loginMessage} />
          )}
          <Button
            variant="primary"
            onClick={() => {
              setDialogOpen(true);
            }}
          >
            {intl.formatMessage(loginEntryMessages.logIn)}
          </Button>
          {dialogOpen ? (
            <LoginThenReloadDialog
              client={client}
              onClose={() => {
                setDialogOpen(false);
              }}
            />
          ) : null}
        </>
      )}
    </main>
  );
}
