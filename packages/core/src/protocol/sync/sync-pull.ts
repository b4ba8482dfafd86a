import * as z from 'zod/mini';
import { syncRecordSchema } from './sync-record.ts';

/** GET /api/cloud/sync/pull?cursor=N&categories=a,b&limit=N */
export const syncPullResponseSchema = z.object({
  records: z.array(syncRecordSchema),
  /** Pass it back as `cursor` to continue; everything up to it has been delivered. */
  cursor: z.int().check(z.nonnegative()),
  hasMore: z.boolean(),
});

export type SyncPullResponse = z.infer<typeof syncPullResponseSchema>;
