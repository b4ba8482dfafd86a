import * as z from 'zod/mini';
import { epochMillisecondsSchema } from '../../entities/index.ts';
import { maxRecordIDLength, syncCategories, syncRecordKinds } from '../../sync-rules/index.ts';

export const syncCategorySchema = z.enum(syncCategories);
export const syncRecordKindSchema = z.enum(syncRecordKinds);

export const syncRecordIDSchema = z.string().check(z.minLength(1), z.maxLength(maxRecordIDLength));

/**
 * One version of one record. `data` is the local record as stored (absent for a deletion); the
 * server keeps it opaque. `parentID` is the chat of a message. Ids are unique within one account:
 * two accounts may hold the same id (default agents have the same id everywhere).
 */
export const syncRecordSchema = z.object({
  kind: syncRecordKindSchema,
  id: syncRecordIDSchema,
  updatedAt: epochMillisecondsSchema,
  deleted: z.boolean(),
  parentID: z.optional(syncRecordIDSchema),
  data: z.optional(z.unknown()),
});

export type SyncRecord = z.infer<typeof syncRecordSchema>;

/** A record's identity within its account. */
export const syncRecordRefSchema = z.object({ kind: syncRecordKindSchema, id: syncRecordIDSchema });
