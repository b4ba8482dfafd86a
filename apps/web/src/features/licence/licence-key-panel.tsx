import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import { unlinkThisDevice } from './licence-actions.ts';
import type { FetchImplementation } from './licence-client.ts';
import { LicenceKeyForm } from './licence-key-form.tsx';
import { licenceMessages as messages } from './licence-messages.ts';
import { PricingLink } from './pricing-link.tsx';
import { RecoverKeyForm } from './recover-key-form.tsx';
import { useLicenceStatus, useStoredLicence, useUpgradeOffered } from './use-licence.ts';
import './licence-panel.css';

export interface LicenceKeyPanelProps {
  publicKey: string;
  /** In the popup: a link to the settings page, where the licence is managed. */
  showManageLink?: boolean;
  /** A link inside was followed (the popup closes). */
  onNavigate?: () => void;
  /** After unlinking the page reloads (spec §4); tests pass their own. */
  reload?: () => void;
  fetchImplementation?: FetchImplementation;
}

function LicenceStatusLine() {
  const intl = useIntl();
  const status = useLicenceStatus();
  const stored = useStoredLicence();
  if (status.verified === true && status.payload) {
    const plan = intl.formatMessage(
      status.payload.plan === 'premium' ? messages.planPremium : messages.planStandard,
    );
    return (
      <p role="status" className="licence-panel__status licence-panel__status--verified">
        {intl.formatMessage(messages.statusVerified, { plan, email: status.payload.email })}
      </p>
    );
  }
  if (stored === undefined) return null;
  return (
    <p role="status" className="licence-panel__status">
      {intl.formatMessage(status.verified === null ? messages.statusChecking : messages.statusInvalid)}
    </p>
  );
}

/** The licence popup's and the settings page's content (spec §2, §4): status, key, links, unlink. */
export function LicenceKeyPanel({
  publicKey,
  showManageLink = false,
  onNavigate,
  reload = () => {
    window.location.reload();
  },
  fetchImplementation,
}: LicenceKeyPanelProps) {
  const intl = useIntl();
  const stored = useStoredLicence();
  const upgrade = useUpgradeOffered();
  const verified = useLicenceStatus().verified === true;
  const [recovering, setRecovering] = useState(false);
  const [unlinking, setUnlinking] = useState<'idle' | 'working' | 'failed'>('idle');

  const unlink = () => {
    setUnlinking('working');
    void unlinkThisDevice(fetchImplementation).then((done) => {
      if (done) reload();
      else setUnlinking('failed');
    });
  };

  return (
    <div className="licence-panel">
      <p className="licence-panel__intro">{intl.formatMessage(messages.intro)}</p>
      <LicenceStatusLine />
      <LicenceKeyForm publicKey={publicKey} {...(fetchImplementation ? { fetchImplementation } : {})} />
      <div className="licence-panel__links">
        {stored === undefined ? (
          <button
            type="button"
            className="licence-panel__link"
            aria-expanded={recovering}
            onClick={() => {
              setRecovering((open) => !open);
            }}
          >
            {intl.formatMessage(messages.recover)}
          </button>
        ) : null}
        {upgrade ? (
          <PricingLink {...(onNavigate ? { onOpen: onNavigate } : {})}>
            {intl.formatMessage(verified ? messages.upgrade : messages.buy)}
          </PricingLink>
        ) : null}
        {showManageLink ? (
          <a href="#settings/licence" onClick={onNavigate}>
            {intl.formatMessage(messages.manage)}
          </a>
        ) : null}
      </div>
      {recovering && stored === undefined ? (
        <RecoverKeyForm {...(fetchImplementation ? { fetchImplementation } : {})} />
      ) : null}
      {stored !== undefined ? (
        <div className="licence-panel__unlink">
          <Button variant="danger" disabled={unlinking === 'working'} onClick={unlink}>
            {intl.formatMessage(unlinking === 'working' ? messages.unlinking : messages.unlink)}
          </Button>
          {unlinking === 'failed' ? (
            <p role="alert" className="licence-panel__error">
              {intl.formatMessage(messages.generic)}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
