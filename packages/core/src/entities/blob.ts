import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { recordTimesShape } from './record.ts';

/** Attachment and avatar bytes live in their own table so no list ever drags them along. */
export const blobRecordSchema = lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    mimeType: z.string(),
    size: z.int().check(z.nonnegative()),
    data: z.instanceof(Blob),
    ...recordTimesShape,
  }),
);

export type BlobRecord = z.infer<typeof blobRecordSchema>;
