import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import { useHostConfig } from '../../host/host-config.tsx';
import {
  cloudTokenStore,
  createAccountClient,
  isSignInAllowed,
  LoginDialog,
  useCloudToken,
  type AccountClient,
} from '../account/index.ts';
import { HowItWorksDialog } from './how-it-works-dialog.tsx';
import type { FetchImplementation } from './knowledge-client.ts';
import { knowledgePortalMessages as messages } from './knowledge-portal-messages.ts';
import { knowledgePortalShown } from './knowledge-portal-visible.ts';
import { PortalFrame } from './portal-frame.tsx';
import './knowledge-portal.css';

export interface KnowledgePortalSectionProps {
  /** Tests pass their own; the app's default talks to this host. */
  accountClient?: AccountClient;
  fetchImplementation?: FetchImplementation;
}

const defaultAccountClient = createAccountClient();

/**
 * Spec agents-sync-keys §2 "Knowledge base page": signed in, the portal in a frame; otherwise a
 * sign-in prompt and the how-to popup. Hidden on managed hosts that do not allow user keys (§6).
 */
export function KnowledgePortalSection({
  accountClient = defaultAccountClient,
  fetchImplementation,
}: KnowledgePortalSectionProps) {
  const intl = useIntl();
  const headingID = useId();
  const hostConfig = useHostConfig();
  const token = useCloudToken();
  const [dialog, setDialog] = useState<'login' | 'how'>();

  if (!knowledgePortalShown(hostConfig)) return null;

  return (
    <section className="knowledge-portal" aria-labelledby={headingID}>
      <h2 id={headingID}>{intl.formatMessage(messages.heading)}</h2>
      {token === undefined ? (
        <>
          <p className="knowledge-portal__hint">{intl.formatMessage(messages.signedOut)}</p>
          <div className="knowledge-portal__actions">
            {isSignInAllowed(hostConfig) ? (
              <Button
                variant="primary"
                onClick={() => {
                  setDialog('login');
                }}
              >
                {intl.formatMessage(messages.signIn)}
              </Button>
            ) : null}
            <Button
              onClick={() => {
                setDialog('how');
              }}
            >
              {intl.formatMessage(messages.howItWorks)}
            </Button>
          </div>
        </>
      ) : (
        <PortalFrame token={token} {...(fetchImplementation ? { fetchImplementation } : {})} />
      )}
      {dialog === 'login' ? (
        <LoginDialog
          client={accountClient}
          onSignedIn={({ token: newToken }) => {
            cloudTokenStore.save(newToken);
            setDialog(undefined);
          }}
          onClose={() => {
            setDialog(undefined);
          }}
        />
      ) : null}
      {dialog === 'how' ? (
        <HowItWorksDialog
          onClose={() => {
            setDialog(undefined);
          }}
        />
      ) : null}
    </section>
  );
}
