import { syncCategories, type SyncCategory } from '../../sync-rules/index.ts';

/** Device-local bookkeeping (the `sync.` prefix keeps these settings from ever syncing). */
export const syncStateKeys = {
  cursor: 'sync.cursor',
  lastSyncAt: 'sync.lastSyncAt',
  disabledCategories: 'sync.disabledCategories',
  lastIntegrityCheckAt: 'sync.lastIntegrityCheckAt',
  /** When this device first started a sync: the sync dialog shows only before it is set. */
  initiatedAt: 'sync.initiatedAt',
  /** Records the server answered `rejected` (sync-rejections.ts): shown in Settings → Cloud sync. */
  rejectedRecords: 'sync.rejectedRecords',
} as const;

/** How often the digest comparison runs: it reads every synced record on both sides. */
export const integrityCheckIntervalMs = 24 * 60 * 60 * 1000;

/** Categories are on unless switched off, so a category added later starts syncing by itself. */
export function enabledCategories(disabled: unknown): Set<SyncCategory> {
  const off = new Set(Array.isArray(disabled) ? disabled : []);
  return new Set(syncCategories.filter((category) => !off.has(category)));
}
