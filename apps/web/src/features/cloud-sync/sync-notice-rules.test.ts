import { describe, expect, it } from 'vitest';
import { initialSyncStatus } from '@confab/core/sync';
import {
  backupReminderIntervalMs,
  shouldShowBackupReminder,
  shouldShowSyncWarning,
  syncWarningSnoozeMs,
  syncWarningStaleAfterMs,
} from './sync-notice-rules.ts';

const now = 100 * 24 * 60 * 60 * 1000;
const pending = {
  ...initialSyncStatus,
  pendingChangesCount: 2,
  lastSyncAt: now - syncWarningStaleAfterMs - 1,
};

describe('sync warning', () => {
  it('shows with pending changes, a sync over 60 minutes old and no dismissal in 24 hours', () => {
    expect(shouldShowSyncWarning(pending, 0, now)).toBe(true);
  });
  it('waits on each condition at its boundary', () => {
    expect(shouldShowSyncWarning({ ...pending, pendingChangesCount: 0 }, 0, now)).toBe(false);
    expect(shouldShowSyncWarning({ ...pending, lastSyncAt: now - syncWarningStaleAfterMs }, 0, now)).toBe(
      false,
    );
    expect(shouldShowSyncWarning(pending, now - syncWarningSnoozeMs, now)).toBe(false);
    expect(shouldShowSyncWarning(pending, now - syncWarningSnoozeMs - 1, now)).toBe(true);
    expect(shouldShowSyncWarning({ ...pending, lastSyncAt: null }, 0, now)).toBe(false);
    expect(shouldShowSyncWarning({ ...pending, phase: 'syncing' }, 0, now)).toBe(false);
  });
});

describe('backup reminder', () => {
  const large = { ...initialSyncStatus, ignoredCount: 1, ignoredChatIDs: ['c1'] };
  it('reminds a signed-in user with large chats once in 7 days', () => {
    expect(shouldShowBackupReminder(large, true, 0, now)).toBe(true);
    expect(shouldShowBackupReminder(large, true, now - backupReminderIntervalMs, now)).toBe(false);
    expect(shouldShowBackupReminder(large, true, now - backupReminderIntervalMs - 1, now)).toBe(true);
    expect(shouldShowBackupReminder(large, false, 0, now)).toBe(false);
    expect(shouldShowBackupReminder(initialSyncStatus, true, 0, now)).toBe(false);
  });
});
