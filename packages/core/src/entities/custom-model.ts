import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { providerStyleNames } from './provider-style.ts';
import { recordTimesShape } from './record.ts';

export const modelPricingSchema = lazySchema(() =>
  z.object({
    inputPerMillionTokens: z.optional(z.number().check(z.nonnegative())),
    outputPerMillionTokens: z.optional(z.number().check(z.nonnegative())),
  }),
);

export const customModelSchema = lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    title: z.string(),
    icon: z.optional(z.string()),
    pricing: z.optional(modelPricingSchema),
    endpointStyle: z.enum(providerStyleNames),
    endpointURL: z.string(),
    /** The model name sent to the endpoint, which is not our record id. */
    modelID: z.string(),
    apiKey: z.optional(z.string()),
    headers: z.array(z.object({ name: z.string().check(z.minLength(1)), value: z.string() })),
    /** Extra JSON body fields merged into every request (e.g. provider routing options). */
    bodyFields: z.record(z.string(), z.unknown()),
    contextLength: z.optional(z.int().check(z.positive())),
    supportsImages: z.optional(z.boolean()),
    supportsTools: z.optional(z.boolean()),
    supportsReasoning: z.optional(z.boolean()),
    ...recordTimesShape,
  }),
);

export type CustomModel = z.infer<typeof customModelSchema>;

/** Spec §4: a duplicate is titled "<title> copy", then "<title> copy (2)", "(3)" and so on. */
export function duplicateCustomModelTitle(title: string, existingTitles: readonly string[]): string {
  const taken = new Set(existingTitles);
  const first = `${title} copy`;
  if (!taken.has(first)) return first;
  let number = 2;
  while (taken.has(`${first} (${number})`)) number += 1;
  return `${first} (${number})`;
}
