import { defineMessages, useIntl } from 'react-intl';
import { useCloudToken } from '../account/index.ts';
import { useSyncStatus } from './cloud-sync-context.tsx';
import { syncIndicatorState, type SyncIndicatorState } from './sync-indicator-state.ts';
import { useNow } from '@confab/ui';
import './sync-indicator.css';

const messages = defineMessages({
  scheduled: { id: 'cloudSync.indicator.scheduled', defaultMessage: 'Sync scheduled' },
  syncing: { id: 'cloudSync.indicator.syncing', defaultMessage: 'Syncing' },
  error: { id: 'cloudSync.indicator.error', defaultMessage: 'Sync failed' },
});

const labels: Record<Exclude<SyncIndicatorState, null>, (typeof messages)[keyof typeof messages]> = {
  scheduled: messages.scheduled,
  syncing: messages.syncing,
  error: messages.error,
  'error-badge': messages.error,
};

/** The sync state on the Settings tab of the workspace bar, for a signed-in user only. */
export function SyncIndicator() {
  const intl = useIntl();
  const token = useCloudToken();
  const status = useSyncStatus();
  // The badge depends on time passing, not only on status changes.
  const now = useNow(30_000, status.lastError !== null);
  const state =
    token === undefined ? null : syncIndicatorState(status, Math.max(now, status.lastErrorAt ?? 0));
  if (state === null) return null;
  return (
    <span
      className={`sync-indicator sync-indicator--${state}`}
      role="img"
      aria-label={intl.formatMessage(labels[state])}
      title={status.lastError ?? intl.formatMessage(labels[state])}
    >
      {state === 'error-badge' ? '!' : null}
    </span>
  );
}
