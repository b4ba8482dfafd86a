import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { epochMillisecondsSchema, recordTimesShape, tagSchema } from './record.ts';

/** A saved prompt (spec §3). Title and prompt text are required, as the prompt editor demands. */
export const promptSchema = lazySchema(() =>
  z.object({
    id: z.string().check(z.startsWith('pr-')),
    title: z.string().check(z.minLength(1)),
    description: z.optional(z.string()),
    prompt: z.string().check(z.minLength(1)),
    tags: z.array(tagSchema),
    lastUsedAt: z.nullable(epochMillisecondsSchema),
    favoritedAt: z.nullable(epochMillisecondsSchema),
    /** Group ids the prompt is shown to (or hidden from, with isExcludedForUserTags). */
    userTags: z.optional(z.array(z.string())),
    isExcludedForUserTags: z.optional(z.boolean()),
    ...recordTimesShape,
  }),
);

export type Prompt = z.infer<typeof promptSchema>;
