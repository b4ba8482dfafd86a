import type { SyncStatus } from '@confab/core/sync';

/** Spec workspace §9: the error badge appears once the last good sync is over 5 minutes old. */
export const syncErrorBadgeAfterMs = 5 * 60 * 1000;

export type SyncIndicatorState = 'scheduled' | 'syncing' | 'error' | 'error-badge' | null;

/**
 * Spec workspace §4 Sync indicator: scheduled → orange dot, started → spinning, error → red pinging
 * dot, otherwise nothing; an error that has lasted past the badge time shows the badge instead.
 */
export function syncIndicatorState(status: SyncStatus, now: number): SyncIndicatorState {
  if (status.phase === 'syncing') return 'syncing';
  if (status.lastError !== null) {
    const lastGood = status.lastSyncAt ?? 0;
    return now - lastGood > syncErrorBadgeAfterMs ? 'error-badge' : 'error';
  }
  return status.phase === 'scheduled' ? 'scheduled' : null;
}
