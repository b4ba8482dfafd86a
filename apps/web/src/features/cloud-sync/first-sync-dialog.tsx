import { useId, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Button, cornerCardClassName, DialogContentBoundary, useDelayedFlag } from '@confab/ui';
import { useSyncStatus } from './cloud-sync-context.tsx';
import './first-sync-dialog.css';

const messages = defineMessages({
  title: { id: 'cloudSync.firstSync.title', defaultMessage: 'Syncing your data' },
  body: {
    id: 'cloudSync.firstSync.body',
    defaultMessage:
      'This device is exchanging chats, agents, prompts and settings with your account. It can take a while the first time; this closes by itself when it is done.',
  },
  progressLabel: { id: 'cloudSync.firstSync.progressLabel', defaultMessage: 'Sync progress' },
  hide: { id: 'cloudSync.firstSync.hide', defaultMessage: 'Continue in background' },
});

const valueMessages: Record<'sent' | 'received', MessageDescriptor> = defineMessages({
  sent: {
    id: 'cloudSync.firstSync.sent',
    defaultMessage: 'Sent {sent, number} of {toSend, plural, one {# change} other {# changes}}.',
  },
  received: {
    id: 'cloudSync.firstSync.received',
    defaultMessage: 'Received {count, plural, one {# record} other {# records}}.',
  },
});

/** A first sync that ends within this long never opens the dialog, so it cannot flash. */
const showAfterMs = 300;

/**
 * The first sync a device ever runs shows its progress; completion (or a failure, which the sync
 * indicator then reports) hides it. Later syncs run silently. It is a dialog that is not modal and
 * takes no focus: the device's own data stays usable meanwhile, and as a modal it opened under the
 * hands of someone already typing, whose Enter then pressed its button instead of sending.
 */
export function FirstSyncDialog() {
  const intl = useIntl();
  const titleID = useId();
  const progress = useSyncStatus().progress;
  const firstSyncRunning = progress?.firstSync === true;
  const shown = useDelayedFlag(firstSyncRunning, showAfterMs);
  const [hidden, setHidden] = useState(false);

  if (!progress || !shown || hidden) return null;
  const hide = () => {
    setHidden(true);
  };
  const sending = progress.toSend > 0 ? progress.sent / progress.toSend : undefined;
  return (
    <section role="dialog" aria-labelledby={titleID} className={`${cornerCardClassName} first-sync`}>
      <h2 id={titleID} className="first-sync__title">
        {intl.formatMessage(messages.title)}
      </h2>
      <DialogContentBoundary onClose={hide}>
        <p className="first-sync__body">{intl.formatMessage(messages.body)}</p>
        {/* Determinate while sending; the pull side has no total, so it stays indeterminate then. */}
        <progress
          className="first-sync__bar"
          aria-label={intl.formatMessage(messages.progressLabel)}
          {...(sending !== undefined && sending < 1 ? { value: sending } : {})}
        />
        <div role="status" className="first-sync__counts">
          {progress.toSend > 0 ? (
            <p>{intl.formatMessage(valueMessages.sent, { sent: progress.sent, toSend: progress.toSend })}</p>
          ) : null}
          <p>{intl.formatMessage(valueMessages.received, { count: progress.received })}</p>
        </div>
        <div className="first-sync__actions">
          <Button onClick={hide}>{intl.formatMessage(messages.hide)}</Button>
        </div>
      </DialogContentBoundary>
    </section>
  );
}
