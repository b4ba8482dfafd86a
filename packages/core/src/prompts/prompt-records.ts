import { createID, idPrefixes, type Prompt, type Tag, type UuidSource } from '../entities/index.ts';

/** The suffix a duplicated prompt's title gets (spec §4). */
export const duplicatePromptSuffix = ' (New Copy)';

/**
 * A tag for a typed name. The id is derived from the name, so the same tag typed on two prompts (or
 * in two tabs) is one tag to the filter, and renaming case or spacing does not split it.
 */
export function promptTagFromName(name: string): Tag {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  return { id: `tag-${trimmed.toLocaleLowerCase().replace(/ /g, '-')}`, name: trimmed };
}

/** Adds a tag unless one with the same id is there already. */
export function addPromptTag(tags: readonly Tag[], name: string): Tag[] {
  const tag = promptTagFromName(name);
  if (tag.name === '' || tags.some((existing) => existing.id === tag.id)) return [...tags];
  return [...tags, tag];
}

/** A copy with a new id that must sync: titled " (New Copy)", never used, created now. */
export function duplicatePrompt(prompt: Prompt, options: { uuidSource: UuidSource; now: number }): Prompt {
  return {
    ...prompt,
    id: createID(idPrefixes.prompt, options.uuidSource),
    title: `${prompt.title}${duplicatePromptSuffix}`,
    tags: prompt.tags.map((tag) => ({ ...tag })),
    lastUsedAt: null,
    createdAt: options.now,
    updatedAt: options.now,
    syncedAt: null,
  };
}

export interface PromptDraft {
  title: string;
  description: string;
  prompt: string;
  tags: Tag[];
  favourite: boolean;
}

export type PromptDraftError = 'titleRequired' | 'promptRequired';

/** The editor's rules (spec §5): title and prompt text are required, description is optional. */
export function validatePromptDraft(draft: PromptDraft): PromptDraftError[] {
  const errors: PromptDraftError[] = [];
  if (draft.title.trim() === '') errors.push('titleRequired');
  if (draft.prompt.trim() === '') errors.push('promptRequired');
  return errors;
}

/**
 * The record a valid draft saves as: a new prompt when `existing` is absent, else the edited one with
 * its id, creation and use times kept. Favourite keeps its first time while it stays on.
 */
export function promptFromDraft(
  draft: PromptDraft,
  options: { existing?: Prompt; uuidSource: UuidSource; now: number },
): Prompt {
  const { existing, now } = options;
  const description = draft.description.trim();
  const keptFavourite = existing?.favoritedAt ?? null;
  return {
    ...existing,
    id: existing?.id ?? createID(idPrefixes.prompt, options.uuidSource),
    title: draft.title.trim(),
    description: description === '' ? undefined : description,
    prompt: draft.prompt,
    tags: draft.tags,
    lastUsedAt: existing?.lastUsedAt ?? null,
    favoritedAt: draft.favourite ? (keptFavourite ?? now) : null,
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
    syncedAt: null,
  };
}
