export { CloudSyncProvider, useSyncController, useSyncStatus } from './cloud-sync-context.tsx';
export { CloudSyncSection } from './cloud-sync-section.tsx';
export { SyncIndicator } from './sync-indicator.tsx';
export { SyncNotices } from './sync-notices.tsx';
export { FirstSyncDialog } from './first-sync-dialog.tsx';
