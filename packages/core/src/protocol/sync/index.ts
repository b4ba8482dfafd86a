/*
 * The sync calls (bearer token on every one), one message per file; `sync-protocol-version.ts`
 * keeps the version log. docs/sync.md explains the rules; in short: devices push records whose
 * syncedAt is null, pull what changed after a server cursor, and every side resolves two versions
 * of a record the same way (core/sync compareSyncVersions).
 */
export { syncProtocolVersion } from './sync-protocol-version.ts';
export {
  syncCategorySchema,
  syncRecordIDSchema,
  syncRecordKindSchema,
  syncRecordRefSchema,
  syncRecordSchema,
} from './sync-record.ts';
export type { SyncRecord } from './sync-record.ts';
export {
  syncPushAcceptedSchema,
  syncPushOutcomes,
  syncPushRejectedSchema,
  syncPushRequestSchema,
  syncPushResponseSchema,
  syncPushResultSchema,
} from './sync-push.ts';
export type {
  SyncPushAccepted,
  SyncPushRejected,
  SyncPushRequest,
  SyncPushResponse,
  SyncPushResult,
} from './sync-push.ts';
export { checkPushedRecord, syncRejectionReasons } from './check-pushed-record.ts';
export type { CheckedPushedRecord } from './check-pushed-record.ts';
export {
  cascadedMessageDeletion,
  decidePushedRecord,
  deletesChatMessages,
  mergePushResults,
  storedRecordCategory,
  type PushedRecordDecision,
  type PushedRecordContext,
} from './push-rules.ts';
export { syncPullResponseSchema } from './sync-pull.ts';
export type { SyncPullResponse } from './sync-pull.ts';
export { syncDigestResponseSchema } from './sync-digest.ts';
export type { SyncDigestResponse } from './sync-digest.ts';
export { syncManifestResponseSchema } from './sync-manifest.ts';
export type { SyncManifestResponse } from './sync-manifest.ts';
export { syncFetchRequestSchema, syncFetchResponseSchema } from './sync-fetch.ts';
export type { SyncFetchResponse } from './sync-fetch.ts';
export { syncChangedEventSchema } from './sync-events.ts';
export type { SyncChangedEvent } from './sync-events.ts';
