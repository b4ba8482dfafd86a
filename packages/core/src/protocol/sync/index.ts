/*
 * The sync calls (bearer token on every one), one message per file; `sync-protocol-version.ts`
 * keeps the version log. docs/sync.md explains the rules; in short: devices push records whose
 * syncedAt is null, pull what changed after a server cursor, and every side resolves two versions
 * of a record the same way (core/sync compareSyncVersions).
 */
export * from './sync-protocol-version.ts';
export * from './sync-record.ts';
export * from './sync-push.ts';
export * from './check-pushed-record.ts';
export {
  cascadedMessageDeletion,
  decidePushedRecord,
  deletesChatMessages,
  mergePushResults,
  storedRecordCategory,
  type PushedRecordDecision,
  type PushedRecordContext,
} from './push-rules.ts';
export * from './sync-pull.ts';
export * from './sync-digest.ts';
export * from './sync-manifest.ts';
export * from './sync-fetch.ts';
export * from './sync-events.ts';
