import * as z from 'zod/mini';
import { maxPushRecords } from '../../sync-rules/index.ts';
import { syncRecordIDSchema, syncRecordKindSchema, type SyncRecord } from './sync-record.ts';

/**
 * POST /api/cloud/sync/push. The envelope is checked whole; each record on its own
 * (`checkPushedRecord`), so one record the server cannot take never fails the others.
 */
export const syncPushRequestSchema = z.object({
  records: z.array(z.unknown()).check(z.maxLength(maxPushRecords)),
});

export interface SyncPushRequest {
  records: SyncRecord[];
}

/**
 * What became of a pushed record: `applied` (the server holds this version now, or already did),
 * `superseded` (the server holds a newer one; the next pull brings it), `deleted` (the record was
 * deleted for good; the device deletes it too), `rejected` (the server cannot take this record;
 * `reason` says why, and sending it again unchanged gets the same answer).
 */
export const syncPushOutcomes = ['applied', 'superseded', 'deleted', 'rejected'] as const;

export const syncPushAcceptedSchema = z.object({
  kind: syncRecordKindSchema,
  id: syncRecordIDSchema,
  outcome: z.enum(['applied', 'superseded', 'deleted']),
});

/** `kind` and `id` are echoed when the record had readable ones. */
export const syncPushRejectedSchema = z.object({
  kind: z.optional(syncRecordKindSchema),
  id: z.optional(syncRecordIDSchema),
  outcome: z.literal('rejected'),
  reason: z.string(),
});

export const syncPushResultSchema = z.union([syncPushAcceptedSchema, syncPushRejectedSchema]);

export type SyncPushAccepted = z.infer<typeof syncPushAcceptedSchema>;
export type SyncPushRejected = z.infer<typeof syncPushRejectedSchema>;
export type SyncPushResult = z.infer<typeof syncPushResultSchema>;

export const syncPushResponseSchema = z.object({
  /** One answer per pushed record, in the order they were sent. */
  results: z.array(syncPushResultSchema),
  /** The account's cursor after this push. */
  cursor: z.int().check(z.nonnegative()),
});

export type SyncPushResponse = z.infer<typeof syncPushResponseSchema>;
