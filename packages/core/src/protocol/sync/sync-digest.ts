import * as z from 'zod/mini';
import { syncCategorySchema } from './sync-record.ts';

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
