import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import * as z from 'zod/mini';
import { Button, DialogActions, ModalDialog, useNow } from '@confab/ui';
import { useSetting } from '../../storage/use-setting.ts';
import { settingKeys } from '../../storage/setting-keys.ts';
import { useCloudToken } from '../account/index.ts';
import { useSyncController, useSyncStatus } from './cloud-sync-context.tsx';
import { LargeChatsDialog } from './large-chats-dialog.tsx';
import { shouldShowBackupReminder, shouldShowSyncWarning, syncWarningSnoozeMs } from './sync-notice-rules.ts';
import './sync-notices.css';

const messages = defineMessages({
  warningTitle: { id: 'cloudSync.warning.title', defaultMessage: 'Changes not synced' },
  dismiss: { id: 'cloudSync.notice.dismiss', defaultMessage: 'Dismiss' },
  syncNow: { id: 'cloudSync.warning.syncNow', defaultMessage: 'Sync now' },
  showChats: { id: 'cloudSync.reminder.showChats', defaultMessage: 'Show chats' },
});

const valueMessages: Record<'warningBody' | 'reminder', MessageDescriptor> = defineMessages({
  warningBody: {
    id: 'cloudSync.warning.body',
    defaultMessage:
      '{count, plural, one {# change on this device has} other {# changes on this device have}} not reached the cloud for over an hour. Sync now so they are safe on your other devices.',
  },
  reminder: {
    id: 'cloudSync.reminder.body',
    defaultMessage:
      '{count, plural, one {# chat is too large to sync and exists only on this device. Export it to keep a backup.} other {# chats are too large to sync and exist only on this device. Export them to keep a backup.}}',
  },
});

const timeSchema = z.number();

/** The sync-warning dialog and the backup reminder, for a signed-in user (spec workspace §2, §4, §9). */
export function SyncNotices() {
  const intl = useIntl();
  const token = useCloudToken();
  const status = useSyncStatus();
  const controller = useSyncController();
  const warningDismissedAt = useSetting(settingKeys.syncWarningDismissedAt, timeSchema, 0);
  const reminderDismissedAt = useSetting(settingKeys.backupReminderDismissedAt, timeSchema, 0);
  const [showingChats, setShowingChats] = useState(false);
  // Once shown, the warning stays through the sync attempts that follow (each would otherwise hide
  // it while it runs, and an offline device retries): it goes when dismissed or nothing is pending.
  const [warningHeld, setWarningHeld] = useState(false);
  const now = Math.max(useNow(60_000), status.lastSyncAt ?? 0);
  if (token === undefined || !warningDismissedAt.loaded || !reminderDismissedAt.loaded) return null;
  const warningDue = shouldShowSyncWarning(status, warningDismissedAt.value, now);
  const stillPending = status.pendingChangesCount > 0 && now - warningDismissedAt.value > syncWarningSnoozeMs;
  if (warningDue && !warningHeld) setWarningHeld(true);
  if (warningHeld && !stillPending) setWarningHeld(false);
  const warning = warningDue || (warningHeld && stillPending);
  const reminder = shouldShowBackupReminder(status, true, reminderDismissedAt.value, now);

  return (
    <>
      {warning ? (
        <ModalDialog
          title={intl.formatMessage(messages.warningTitle)}
          onClose={() => void warningDismissedAt.save(Date.now())}
        >
          <p>{intl.formatMessage(valueMessages.warningBody, { count: status.pendingChangesCount })}</p>
          <DialogActions>
            <Button onClick={() => void warningDismissedAt.save(Date.now())}>
              {intl.formatMessage(messages.dismiss)}
            </Button>
            <Button variant="primary" onClick={() => void controller.syncNow()}>
              {intl.formatMessage(messages.syncNow)}
            </Button>
          </DialogActions>
        </ModalDialog>
      ) : null}
      {reminder ? (
        <div className="backup-reminder" role="status">
          <p>{intl.formatMessage(valueMessages.reminder, { count: status.ignoredCount })}</p>
          <Button
            variant="ghost"
            onClick={() => {
              setShowingChats(true);
            }}
          >
            {intl.formatMessage(messages.showChats)}
          </Button>
          <Button variant="ghost" onClick={() => void reminderDismissedAt.save(Date.now())}>
            {intl.formatMessage(messages.dismiss)}
          </Button>
        </div>
      ) : null}
      {showingChats ? (
        <LargeChatsDialog
          chatIDs={status.ignoredChatIDs}
          onClose={() => {
            setShowingChats(false);
          }}
        />
      ) : null}
    </>
  );
}
