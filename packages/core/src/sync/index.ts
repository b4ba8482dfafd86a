// The rules the server shares live in core/sync-rules; the client engine builds on them here.
export {
  addToDigest,
  agentVersionsKeyPrefix,
  compareSyncVersions,
  digestEntries,
  digestsEqual,
  emptyDigest,
  encryptedKeyPrefix,
  incomingWins,
  isDeletionFinal,
  jsonByteLength,
  maxPushBodyBytes,
  maxPushRecords,
  maxRecordIDLength,
  maxSyncedChatBytes,
  pullPageSize,
  recordSyncCategory,
  settingSyncCategory,
  syncCategories,
  syncDelayMs,
  syncRecordKinds,
} from '../sync-rules/index.ts';
export type {
  CategoryDigest,
  CategoryDigests,
  DigestEntry,
  SyncCategory,
  SyncRecordKind,
  SyncVersion,
} from '../sync-rules/index.ts';
export {
  createSyncEngine,
  enabledCategories,
  initialSyncStatus,
  integrityCheckIntervalMs,
  readSyncRejections,
  recordPushRejections,
  syncStateKeys,
} from './client/index.ts';
export type {
  SyncEngine,
  SyncEngineOptions,
  SyncProgress,
  SyncRejection,
  SyncStatus,
  SyncTransport,
} from './client/index.ts';
