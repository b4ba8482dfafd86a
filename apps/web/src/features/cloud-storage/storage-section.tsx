import { useCallback, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import type { SyncStats } from '@confab/core';
import { useHostConfig } from '../../host/host-config.tsx';
import { useCloudToken } from '../account/index.ts';
import { billingMessages } from './billing-messages.ts';
import { readSyncStats } from './storage-client.ts';
import { StorageManagerDialog } from './storage-manager-dialog.tsx';
import { StoragePurchasePanel } from './storage-purchase-panel.tsx';
import { SubscriptionsList } from './subscriptions-list.tsx';
import { UsageBar } from './usage-bar.tsx';
import './storage-section.css';

export interface StorageSectionProps {
  /** Leaves the app for a provider's page (checkout, portal); tests pass their own. */
  navigate?: (url: string) => void;
  openInNewTab?: (url: string) => void;
}

const leaveFor = (url: string) => {
  window.location.assign(url);
};
const openTab = (url: string) => {
  window.open(url, '_blank', 'noopener,noreferrer');
};

/** Settings → Storage: usage, the storage manager, and (when the host sells storage) plans and subscriptions. */
export function StorageSection({ navigate = leaveFor, openInNewTab = openTab }: StorageSectionProps) {
  const intl = useIntl();
  const headingID = useId();
  const token = useCloudToken();
  const hostConfig = useHostConfig();
  const [stats, setStats] = useState<SyncStats>();
  const [failed, setFailed] = useState(false);
  const [notice, setNotice] = useState<string>();
  const [managing, setManaging] = useState(false);

  const load = useCallback(() => {
    if (token === undefined) return;
    readSyncStats(token).then(
      (next) => {
        setStats(next);
        setFailed(false);
      },
      () => {
        setFailed(true);
      },
    );
  }, [token]);

  useEffect(() => {
    // Coming back from a checkout: the provider's webhook may land a moment after the redirect.
    load();
    const onFocus = () => {
      load();
    };
    window.addEventListener('focus', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
    };
  }, [load]);

  return (
    <section className="settings-section storage-section" aria-labelledby={headingID}>
      <h2 id={headingID}>{intl.formatMessage(billingMessages.storageTitle)}</h2>
      {token === undefined ? (
        <p className="settings-section__hint">{intl.formatMessage(billingMessages.signedOut)}</p>
      ) : (
        <>
          {stats ? (
            <UsageBar stats={stats} />
          ) : (
            <p className="settings-section__hint">
              {intl.formatMessage(failed ? billingMessages.genericError : billingMessages.loading)}
            </p>
          )}
          <div className="storage-section__actions">
            <Button
              onClick={() => {
                setManaging(true);
              }}
            >
              {intl.formatMessage(billingMessages.manageStorage)}
            </Button>
          </div>
          {notice === undefined ? null : (
            <p role="status" className="storage-section__notice">
              {notice}
            </p>
          )}
          {stats ? (
            <SubscriptionsList
              token={token}
              subscriptions={stats.subscriptions}
              stripeSubscriptions={stats.stripeSubscriptions}
              navigate={navigate}
              openInNewTab={openInNewTab}
              onChanged={(message) => {
                setNotice(message);
                load();
              }}
            />
          ) : null}
          {/* Spec §6: storage purchase is offered only when subscriptions are allowed. */}
          {hostConfig.allowSubscriptions ? <StoragePurchasePanel token={token} navigate={navigate} /> : null}
          {managing ? (
            <StorageManagerDialog
              token={token}
              onClose={() => {
                setManaging(false);
                load();
              }}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
