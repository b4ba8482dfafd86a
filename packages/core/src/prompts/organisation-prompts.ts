import * as z from 'zod/mini';
import { tagSchema, type Tag } from '../entities/index.ts';

/**
 * A prompt the organisation publishes through the host config (`systemPrompts`). It is read-only for
 * members; only their own favourite and last-use times are kept, apart from the prompt.
 */
export interface OrganisationPrompt {
  id: string;
  title: string;
  description?: string | undefined;
  prompt: string;
  tags: Tag[];
}

const organisationPromptSchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string().check(z.minLength(1)),
  description: z.optional(z.nullable(z.string())),
  prompt: z.string(),
  tags: z.optional(z.array(tagSchema)),
});

/** The host config's entries that have a prompt's shape; anything else is skipped, never thrown. */
export function parseOrganisationPrompts(entries: readonly unknown[] | undefined): OrganisationPrompt[] {
  const prompts: OrganisationPrompt[] = [];
  const seenIDs = new Set<string>();
  for (const entry of entries ?? []) {
    const parsed = organisationPromptSchema.safeParse(entry);
    if (!parsed.success || seenIDs.has(parsed.data.id)) continue;
    seenIDs.add(parsed.data.id);
    const { description, tags, ...rest } = parsed.data;
    prompts.push({ ...rest, description: description ?? undefined, tags: tags ?? [] });
  }
  return prompts;
}

/** One member's own times for an organisation prompt, kept in a setting keyed by prompt id. */
export const organisationPromptUseSchema = z.object({
  favoritedAt: z.nullable(z.number()),
  lastUsedAt: z.nullable(z.number()),
});

export const organisationPromptUsesSchema = z.record(z.string(), organisationPromptUseSchema);

export type OrganisationPromptUses = z.infer<typeof organisationPromptUsesSchema>;
