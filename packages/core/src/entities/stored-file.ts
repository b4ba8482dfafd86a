import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { recordTimesShape } from './record.ts';

/** Longest file name kept; longer names are cut when a file is uploaded or renamed. */
export const storedFileNameMaximumLength = 255;

/** A knowledge collection id may appear on a file at most this many times. */
export const fileCollectionsMaximum = 100;

/**
 * A file in the Files tab. Its bytes live in the blobs table under `blobID` (so they sync and count
 * against cloud storage like any attachment); `collectionIDs` names the knowledge collections it is
 * a document of. How far it has been read and indexed is device-local (`IndexedDocument`).
 */
export const storedFileSchema = lazySchema(() =>
  z.object({
    id: z.string().check(z.startsWith('fi-')),
    name: z.string().check(z.minLength(1), z.maxLength(storedFileNameMaximumLength)),
    mimeType: z.string(),
    size: z.int().check(z.nonnegative()),
    blobID: z.string().check(z.minLength(1)),
    collectionIDs: z
      .array(z.string().check(z.minLength(1), z.maxLength(256)))
      .check(z.maxLength(fileCollectionsMaximum)),
    /**
     * Set on a document an organisation publishes (with its organisation collections): members read it,
     * never change or sync it (recordSyncCategory keeps it out of every push).
     */
    organisation: z.optional(z.boolean()),
    ...recordTimesShape,
  }),
);

export type StoredFile = z.infer<typeof storedFileSchema>;
