import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import { isSyncCategoryOffered } from '@confab/core';
import { syncCategories, syncStateKeys } from '@confab/core/sync';
import { useHostConfig } from '../../host/host-config.tsx';
import { useCloudToken } from '../account/index.ts';
import { useLiveQuery } from '../../storage/use-live-query.ts';
import { categoryLabels, cloudSyncMessages, cloudSyncValueMessages } from './cloud-sync-messages.ts';
import { useSyncController, useSyncStatus } from './cloud-sync-context.tsx';
import { LargeChatsDialog } from './large-chats-dialog.tsx';
import { RejectedRecordsNotice } from './rejected-records-notice.tsx';
import './cloud-sync-section.css';

/** Settings → Cloud sync: status, counts, sync now, re-sync everything and (own hosts) categories. */
export function CloudSyncSection() {
  const intl = useIntl();
  const headingID = useId();
  const token = useCloudToken();
  const hostConfig = useHostConfig();
  const controller = useSyncController();
  const status = useSyncStatus();
  const [confirmingResync, setConfirmingResync] = useState(false);
  const [showingLargeChats, setShowingLargeChats] = useState(false);
  const categories = useLiveQuery(
    () =>
      token === undefined
        ? null
        : {
            read: () => controller.enabledCategories(),
            watches: (change) =>
              change.table === 'settings' && change.ids.includes(syncStateKeys.disabledCategories),
          },
    [controller, token],
  );
  const enabled = categories.value;

  let phaseText = intl.formatMessage(cloudSyncMessages.neverSynced);
  if (status.phase === 'syncing') phaseText = intl.formatMessage(cloudSyncMessages.syncing);
  else if (status.phase === 'scheduled') phaseText = intl.formatMessage(cloudSyncMessages.scheduled);
  else if (status.lastSyncAt !== null) {
    phaseText = intl.formatMessage(cloudSyncValueMessages.lastSynced, {
      time: intl.formatTime(status.lastSyncAt, { hour: 'numeric', minute: '2-digit', second: '2-digit' }),
    });
  }

  return (
    <section className="settings-section cloud-sync" aria-labelledby={headingID}>
      <h2 id={headingID}>{intl.formatMessage(cloudSyncMessages.title)}</h2>
      {token === undefined ? (
        <p className="settings-section__hint">{intl.formatMessage(cloudSyncMessages.signedOut)}</p>
      ) : (
        <>
          <p
            role="status"
            className="cloud-sync__status"
            aria-busy={status.phase === 'syncing'}
            data-last-sync-at={status.lastSyncAt ?? 0}
          >
            {phaseText}{' '}
            {intl.formatMessage(cloudSyncValueMessages.pending, { count: status.pendingChangesCount })}
          </p>
          {status.lastError === null ? null : (
            <p role="alert" className="cloud-sync__error">
              {status.lastError}
            </p>
          )}
          {status.ignoredCount > 0 ? (
            <p className="cloud-sync__ignored">
              {intl.formatMessage(cloudSyncValueMessages.ignored, { count: status.ignoredCount })}{' '}
              <Button
                variant="ghost"
                onClick={() => {
                  setShowingLargeChats(true);
                }}
              >
                {intl.formatMessage(cloudSyncMessages.showLargeChats)}
              </Button>
            </p>
          ) : null}
          <RejectedRecordsNotice rejections={status.rejectedRecords} />
          <div className="cloud-sync__actions">
            <Button
              variant="primary"
              disabled={status.phase === 'syncing'}
              onClick={() => void controller.syncNow()}
            >
              {intl.formatMessage(cloudSyncMessages.syncNow)}
            </Button>
            <Button
              variant={confirmingResync ? 'danger' : 'secondary'}
              disabled={status.phase === 'syncing'}
              onBlur={() => {
                setConfirmingResync(false);
              }}
              onClick={() => {
                if (!confirmingResync) {
                  setConfirmingResync(true);
                  return;
                }
                setConfirmingResync(false);
                void controller.resyncEverything();
              }}
            >
              {intl.formatMessage(
                confirmingResync ? cloudSyncMessages.confirmResync : cloudSyncMessages.resync,
              )}
            </Button>
          </div>
          <p className="settings-section__hint">{intl.formatMessage(cloudSyncMessages.resyncHint)}</p>
          {/* Spec: the sync settings toggles show only on non-managed hosts. */}
          {hostConfig.managed || enabled === undefined ? null : (
            <fieldset className="cloud-sync__categories">
              <legend>{intl.formatMessage(cloudSyncMessages.categories)}</legend>
              <div className="cloud-sync__category-grid">
                {syncCategories.filter(isSyncCategoryOffered).map((category) => (
                  <label key={category}>
                    <input
                      type="checkbox"
                      checked={enabled.has(category)}
                      onChange={(event) => {
                        const on = event.currentTarget.checked;
                        void controller.setCategoryEnabled(category, on).then(() => {
                          const next = new Set(enabled);
                          if (on) next.add(category);
                          else next.delete(category);
                          categories.show(next);
                        });
                      }}
                    />
                    {intl.formatMessage(categoryLabels[category])}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          {showingLargeChats ? (
            <LargeChatsDialog
              chatIDs={status.ignoredChatIDs}
              onClose={() => {
                setShowingLargeChats(false);
              }}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
