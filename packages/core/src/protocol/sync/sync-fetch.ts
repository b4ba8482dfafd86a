import * as z from 'zod/mini';
import { maxPushRecords } from '../../sync-rules/index.ts';
import { syncRecordRefSchema, syncRecordSchema } from './sync-record.ts';

/** POST /api/cloud/sync/fetch: the server's version of given records (deletions included). */
export const syncFetchRequestSchema = z.object({
  refs: z.array(syncRecordRefSchema).check(z.maxLength(maxPushRecords)),
});

export const syncFetchResponseSchema = z.object({ records: z.array(syncRecordSchema) });

export type SyncFetchResponse = z.infer<typeof syncFetchResponseSchema>;
