import * as z from 'zod/mini';
import { modelParameterBounds, type NumberBounds } from './model-parameter-bounds.ts';

export const reasoningEfforts = ['low', 'medium', 'high'] as const;

function boundedNumber({ min, max, whole }: NumberBounds) {
  const number = whole ? z.int() : z.number();
  return z.optional(max === undefined ? number.check(z.gte(min)) : number.check(z.gte(min), z.lte(max)));
}

/** Sampling and request options a chat or the global defaults can set; absent means the provider's default. */
export const modelParametersSchema = z.object({
  temperature: boundedNumber(modelParameterBounds.temperature),
  topP: boundedNumber(modelParameterBounds.topP),
  topK: boundedNumber(modelParameterBounds.topK),
  maxTokens: boundedNumber(modelParameterBounds.maxTokens),
  presencePenalty: boundedNumber(modelParameterBounds.presencePenalty),
  frequencyPenalty: boundedNumber(modelParameterBounds.frequencyPenalty),
  reasoningEffort: z.optional(z.enum(reasoningEfforts)),
  promptCaching: z.optional(z.boolean()),
  /** How many of the latest messages are sent; 0 or absent sends them all (spec default 0). */
  contextLimit: boundedNumber(modelParameterBounds.contextLimit),
});

export type ModelParametersSetting = z.infer<typeof modelParametersSchema>;
