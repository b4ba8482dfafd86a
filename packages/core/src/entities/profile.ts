import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { recordTimesShape } from './record.ts';

/** Keys a profile may carry; a value starting with `encrypted-` is a stored cipher, not a plain key. */
export const assignedAPIKeySchema = lazySchema(() =>
  z.object({
    openAIAPIKey: z.optional(z.string()),
    anthropicAPIKey: z.optional(z.string()),
    geminiAPIKey: z.optional(z.string()),
  }),
);

export const profileSchema = lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    name: z.string(),
    picURL: z.optional(z.string()),
    information: z.optional(z.string()),
    customInstruction: z.optional(z.string()),
    isCurrent: z.boolean(),
    assignedAPIKey: z.optional(assignedAPIKeySchema),
    ...recordTimesShape,
  }),
);

export type Profile = z.infer<typeof profileSchema>;
