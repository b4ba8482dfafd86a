export { createSyncEngine } from './sync-engine.ts';
export type { SyncEngine, SyncEngineOptions } from './sync-engine.ts';
export { initialSyncStatus } from './sync-status.ts';
export type { SyncProgress, SyncStatus } from './sync-status.ts';
export type { SyncTransport } from './sync-transport.ts';
export { enabledCategories, integrityCheckIntervalMs, syncStateKeys } from './sync-state-keys.ts';
export { readSyncRejections, recordPushRejections } from './sync-rejections.ts';
export type { SyncRejection } from './sync-rejections.ts';
