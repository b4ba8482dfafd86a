import { useState } from 'react';
import { lazyComponent } from '@confab/ui';
import { useHostConfig } from '../../host/host-config.tsx';
import { cloudTokenStore, createAccountClient, isSignInAllowed, useCloudToken } from '../account/index.ts';
import { isPrivacyNoticeDue, recordLocalOnlyChoice } from './privacy-choice.ts';

const accountClient = createAccountClient();

// Seen once by most people; its code stays off the path to a usable composer.
const PrivacyNotice = lazyComponent(async () => (await import('./privacy-notice.tsx')).PrivacyNotice);

/**
 * Shows the privacy notice to someone who is not signed in, on a host where signing in for backup
 * and sync is possible, unless they already chose local-only (this session, or remembered).
 */
export function PrivacyNoticeGate({ onSignedIn }: { onSignedIn: () => void }) {
  const hostConfig = useHostConfig();
  const token = useCloudToken();
  const [due, setDue] = useState(() => isPrivacyNoticeDue(localStorage, sessionStorage, Date.now()));
  if (!due || token !== undefined || !isSignInAllowed(hostConfig)) return null;
  return (
    <PrivacyNotice
      client={accountClient}
      onSignedIn={({ token: newToken }) => {
        cloudTokenStore.save(newToken);
        setDue(false);
        onSignedIn();
      }}
      onContinueWithout={(remember) => {
        recordLocalOnlyChoice(localStorage, sessionStorage, { remember, now: Date.now() });
        setDue(false);
      }}
    />
  );
}
