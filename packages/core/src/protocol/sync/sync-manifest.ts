import * as z from 'zod/mini';
import { epochMillisecondsSchema } from '../../entities/index.ts';
import { syncRecordIDSchema, syncRecordKindSchema } from './sync-record.ts';

/** GET /api/cloud/sync/manifest?category=c: every live record's identity and version. */
export const syncManifestResponseSchema = z.object({
  entries: z.array(
    z.object({ kind: syncRecordKindSchema, id: syncRecordIDSchema, updatedAt: epochMillisecondsSchema }),
  ),
});

export type SyncManifestResponse = z.infer<typeof syncManifestResponseSchema>;
