import * as z from 'zod/mini';
import { providerOneSubscriptionSchema, providerTwoSubscriptionSchema } from './billing.ts';

/** Spec workspace §9: the storage manager's types. */
export const cloudStorageTypes = ['blob', 'chat', 'prompt', 'character', 'plugin'] as const;

export type CloudStorageType = (typeof cloudStorageTypes)[number];

export const cloudStorageOrderFields = ['syncedAt', 'size', 'name'] as const;

/** POST {orgURL}/api/cloud/storage (bearer): one page of stored items of one type. */
export const cloudStorageRequestSchema = z.object({
  offset: z.int().check(z.nonnegative()),
  limit: z.int().check(z.positive(), z.maximum(200)),
  orderBy: z.optional(z.nullable(z.enum(cloudStorageOrderFields))),
  orderDir: z.optional(z.nullable(z.enum(['asc', 'desc']))),
  type: z.enum(cloudStorageTypes),
});

export type CloudStorageRequest = z.infer<typeof cloudStorageRequestSchema>;

/** Spec workspace §3 Cloud storage item. */
export const cloudStorageItemSchema = z.object({
  id: z.string(),
  url: z.optional(z.string()),
  contentType: z.optional(z.string()),
  contentDisposition: z.optional(z.string()),
  size: z.number(),
  syncedAt: z.string(),
  chatTitle: z.optional(z.string()),
  data: z.optional(z.object({ title: z.optional(z.string()) })),
});

export type CloudStorageItem = z.infer<typeof cloudStorageItemSchema>;

export const cloudStorageResponseSchema = z.object({
  items: z.array(cloudStorageItemSchema),
  count: z.int().check(z.nonnegative()),
  totalSize: z.number(),
});

export type CloudStorageResponse = z.infer<typeof cloudStorageResponseSchema>;

/** POST {orgURL}/api/cloud/storage/delete: everything, or the given ids of one type. */
export const cloudStorageDeleteRequestSchema = z.union([
  z.object({ isDeleteAll: z.literal(true) }),
  z.object({
    ids: z.array(z.string().check(z.minLength(1))).check(z.maxLength(500)),
    type: z.enum(cloudStorageTypes),
  }),
]);

export type CloudStorageDeleteRequest = z.infer<typeof cloudStorageDeleteRequestSchema>;

/** GET /api/cloud/sync/stats (bearer): spec agents-sync-keys §3 Sync stats. */
export const syncStatsSchema = z.object({
  lastSyncAt: z.nullable(z.string()),
  totalUsageBytes: z.number(),
  /** Number.MAX_SAFE_INTEGER means unlimited. */
  limitUsageBytes: z.number(),
  isPaid: z.boolean(),
  subscriptions: z.array(providerOneSubscriptionSchema),
  stripeSubscriptions: z.array(providerTwoSubscriptionSchema),
  apis: z.object({ blobv2: z.boolean() }),
});

export type SyncStats = z.infer<typeof syncStatsSchema>;
