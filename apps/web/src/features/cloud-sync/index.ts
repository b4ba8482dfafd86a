export { CloudSyncProvider, useSyncController, useSyncStatus } from './cloud-sync-context.tsx';
export { SyncIndicator } from './sync-indicator.tsx';
