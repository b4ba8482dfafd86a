import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { epochMillisecondsSchema } from './record.ts';

/** Tables whose deletions must reach other devices. */
export const tombstoneTableNames = [
  'chats',
  'messages',
  'folders',
  'agents',
  'prompts',
  'plugins',
  'customModels',
  'profiles',
  'settings',
  'blobs',
  'files',
  'knowledgeCollections',
] as const;

/** The mark a deletion leaves, so sync can tell "deleted here" from "never seen here". */
export const tombstoneSchema = lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    table: z.enum(tombstoneTableNames),
    deletedAt: epochMillisecondsSchema,
    syncedAt: z.nullable(epochMillisecondsSchema),
    /** The chat of a deleted message: the server files message versions under their chat. */
    parentID: z.optional(z.string().check(z.minLength(1))),
  }),
);

export type Tombstone = z.infer<typeof tombstoneSchema>;
export type TombstoneTableName = (typeof tombstoneTableNames)[number];
