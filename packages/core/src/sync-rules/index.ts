export {
  agentVersionsKeyPrefix,
  encryptedKeyPrefix,
  isLockedKeyValue,
  isDeletionFinal,
  isOrganisationCollection,
  recordSyncCategory,
  settingSyncCategory,
  syncCategories,
  syncRecordKinds,
} from './sync-categories.ts';
export type { SyncCategory, SyncRecordKind } from './sync-categories.ts';
export { compareSyncVersions, incomingWins } from './sync-conflicts.ts';
export type { SyncVersion } from './sync-conflicts.ts';
export { addToDigest, digestEntries, digestsEqual, emptyDigest } from './sync-digest.ts';
export type { CategoryDigest, CategoryDigests, DigestEntry } from './sync-digest.ts';
export {
  jsonByteLength,
  maxPushBodyBytes,
  maxPushRecords,
  maxRecordIDLength,
  maxSyncedChatBytes,
  pullPageSize,
  syncDelayMs,
} from './sync-limits.ts';
export { profileCarriesPlainKey, profileForSync, withLocalProfileKeys } from './profile-keys.ts';
export {
  customModelCarriesPlainKey,
  customModelForSync,
  withLocalCustomModelKey,
} from './custom-model-keys.ts';
export { carriesPlainKey, withLocalKeys, withSyncableKeys } from './record-keys.ts';
