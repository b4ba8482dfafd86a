import * as z from 'zod/mini';
import { epochMillisecondsSchema } from './record.ts';

/**
 * One preference per record, so syncing a changed setting sends one small row. The value is any
 * structured-cloneable data; the feature that owns the key validates its shape when it reads it.
 */
export const settingSchema = z.object({
  key: z.string().check(z.minLength(1)),
  value: z.unknown(),
  updatedAt: epochMillisecondsSchema,
  syncedAt: z.nullable(epochMillisecondsSchema),
});

export type Setting = z.infer<typeof settingSchema>;
