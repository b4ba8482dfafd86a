import type { SyncStatus } from '@confab/core/sync';

const minute = 60 * 1000;
const hour = 60 * minute;

/** Spec workspace §9: the sync warning needs the last sync over 60 minutes old... */
export const syncWarningStaleAfterMs = 60 * minute;
/** ...and the last dismissal over 24 hours old. */
export const syncWarningSnoozeMs = 24 * hour;
/** Spec workspace §9: the backup reminder for large chats comes back after 7 days (604800000 ms). */
export const backupReminderIntervalMs = 604_800_000;

/**
 * Spec workspace §4: the sync-warning dialog appears when changes are pending, the last sync is over
 * 60 minutes old and the last dismissal over 24 hours old. A device that never synced has no "last
 * sync" to be stale: its first sync is still on its way.
 */
export function shouldShowSyncWarning(status: SyncStatus, dismissedAt: number, now: number): boolean {
  return (
    status.phase !== 'syncing' &&
    status.pendingChangesCount > 0 &&
    status.lastSyncAt !== null &&
    now - status.lastSyncAt > syncWarningStaleAfterMs &&
    now - dismissedAt > syncWarningSnoozeMs
  );
}

/** Spec workspace §9: for a signed-in user with chats too large to sync, at most once in 7 days. */
export function shouldShowBackupReminder(
  status: SyncStatus,
  signedIn: boolean,
  remindedAt: number,
  now: number,
): boolean {
  return signedIn && status.ignoredCount > 0 && now - remindedAt > backupReminderIntervalMs;
}
