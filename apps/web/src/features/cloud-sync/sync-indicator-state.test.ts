import { describe, expect, it } from 'vitest';
import { initialSyncStatus } from '@confab/core/sync';
import { syncErrorBadgeAfterMs, syncIndicatorState } from './sync-indicator-state.ts';

const now = 10_000_000;

describe('syncIndicatorState', () => {
  it('shows nothing when idle and healthy, a dot when scheduled and a spinner while syncing', () => {
    expect(syncIndicatorState(initialSyncStatus, now)).toBeNull();
    expect(syncIndicatorState({ ...initialSyncStatus, phase: 'scheduled' }, now)).toBe('scheduled');
    expect(syncIndicatorState({ ...initialSyncStatus, phase: 'syncing', lastError: 'x' }, now)).toBe(
      'syncing',
    );
  });

  it('shows the error dot, then the badge once the last good sync is over 5 minutes old', () => {
    const failing = { ...initialSyncStatus, lastError: 'Offline', lastErrorAt: now };
    expect(syncIndicatorState({ ...failing, lastSyncAt: now - syncErrorBadgeAfterMs }, now)).toBe('error');
    expect(syncIndicatorState({ ...failing, lastSyncAt: now - syncErrorBadgeAfterMs - 1 }, now)).toBe(
      'error-badge',
    );
    expect(syncIndicatorState({ ...failing, lastSyncAt: null }, now)).toBe('error-badge');
  });
});
