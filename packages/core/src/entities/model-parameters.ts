import * as z from 'zod/mini';

export const reasoningEfforts = ['low', 'medium', 'high'] as const;

/** Sampling and request options a chat or the global defaults can set; absent means the provider's default. */
export const modelParametersSchema = z.object({
  temperature: z.optional(z.number().check(z.gte(0), z.lte(2))),
  topP: z.optional(z.number().check(z.gte(0), z.lte(1))),
  topK: z.optional(z.int().check(z.nonnegative())),
  maxTokens: z.optional(z.int().check(z.positive())),
  presencePenalty: z.optional(z.number().check(z.gte(-2), z.lte(2))),
  frequencyPenalty: z.optional(z.number().check(z.gte(-2), z.lte(2))),
  reasoningEffort: z.optional(z.enum(reasoningEfforts)),
  promptCaching: z.optional(z.boolean()),
  /** How many of the latest messages are sent; 0 or absent sends them all (spec default 0). */
  contextLimit: z.optional(z.int().check(z.nonnegative())),
});

export type ModelParametersSetting = z.infer<typeof modelParametersSchema>;
