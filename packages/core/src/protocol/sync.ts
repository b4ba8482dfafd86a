import * as z from 'zod/mini';
import { epochMillisecondsSchema } from '../entities/index.ts';
import { maxPushRecords, maxRecordIdLength, syncCategories, syncRecordKinds } from '../sync-rules/index.ts';

/*
 * The sync calls (bearer token on every one). docs/sync.md explains the rules; in short: devices
 * push records whose syncedAt is null, pull what changed after a server cursor, and every side
 * resolves two versions of a record the same way (core/sync compareSyncVersions).
 */

export const syncCategorySchema = z.enum(syncCategories);
export const syncRecordKindSchema = z.enum(syncRecordKinds);

const recordIdSchema = z.string().check(z.minLength(1), z.maxLength(maxRecordIdLength));

/**
 * One version of one record. `data` is the local record as stored (absent for a deletion); the
 * server keeps it opaque. `parentID` is the chat of a message.
 */
export const syncRecordSchema = z.object({
  kind: syncRecordKindSchema,
  id: recordIdSchema,
  updatedAt: epochMillisecondsSchema,
  deleted: z.boolean(),
  parentID: z.optional(recordIdSchema),
  data: z.optional(z.unknown()),
});

export type SyncRecord = z.infer<typeof syncRecordSchema>;

/** POST /api/cloud/sync/push */
export const syncPushRequestSchema = z.object({
  records: z.array(syncRecordSchema).check(z.maxLength(maxPushRecords)),
});

export type SyncPushRequest = z.infer<typeof syncPushRequestSchema>;

/**
 * What became of a pushed record: `applied` (the server holds this version now, or already did),
 * `superseded` (the server holds a newer one; the next pull brings it), `deleted` (the record was
 * deleted for good; the device deletes it too).
 */
export const syncPushOutcomes = ['applied', 'superseded', 'deleted'] as const;

export const syncPushResultSchema = z.object({
  kind: syncRecordKindSchema,
  id: recordIdSchema,
  outcome: z.enum(syncPushOutcomes),
});

export type SyncPushResult = z.infer<typeof syncPushResultSchema>;

export const syncPushResponseSchema = z.object({
  results: z.array(syncPushResultSchema),
  /** The account's cursor after this push. */
  cursor: z.int().check(z.nonnegative()),
});

export type SyncPushResponse = z.infer<typeof syncPushResponseSchema>;

/** GET /api/cloud/sync/pull?cursor=N&categories=a,b&limit=N */
export const syncPullResponseSchema = z.object({
  records: z.array(syncRecordSchema),
  /** Pass it back as `cursor` to continue; everything up to it has been delivered. */
  cursor: z.int().check(z.nonnegative()),
  hasMore: z.boolean(),
});

export type SyncPullResponse = z.infer<typeof syncPullResponseSchema>;

const categoryDigestSchema = z.object({
  count: z.int().check(z.nonnegative()),
  hash: z.int().check(z.nonnegative()),
});

/** GET /api/cloud/sync/digest?categories=a,b: count and hash of each category's live records. */
export const syncDigestResponseSchema = z.object({
  cursor: z.int().check(z.nonnegative()),
  digests: z.partialRecord(syncCategorySchema, categoryDigestSchema),
});

export type SyncDigestResponse = z.infer<typeof syncDigestResponseSchema>;

/** GET /api/cloud/sync/manifest?category=c: every live record's identity and version. */
export const syncManifestResponseSchema = z.object({
  entries: z.array(
    z.object({ kind: syncRecordKindSchema, id: recordIdSchema, updatedAt: epochMillisecondsSchema }),
  ),
});

export type SyncManifestResponse = z.infer<typeof syncManifestResponseSchema>;

/** POST /api/cloud/sync/fetch: the server's version of given records (deletions included). */
export const syncFetchRequestSchema = z.object({
  refs: z
    .array(z.object({ kind: syncRecordKindSchema, id: recordIdSchema }))
    .check(z.maxLength(maxPushRecords)),
});

export const syncFetchResponseSchema = z.object({ records: z.array(syncRecordSchema) });

export type SyncFetchResponse = z.infer<typeof syncFetchResponseSchema>;

/**
 * GET /api/cloud/sync/events: a server-sent event stream. `event: changed` with data
 * `{"cursor":N}` after every write to the account, from any server instance.
 */
export const syncChangedEventSchema = z.object({ cursor: z.int().check(z.nonnegative()) });

export type SyncChangedEvent = z.infer<typeof syncChangedEventSchema>;
