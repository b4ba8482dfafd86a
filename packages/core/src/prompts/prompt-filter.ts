import type { Tag } from '../entities/index.ts';

/** The fields the library searches and filters on; organisation prompts share them with saved ones. */
export interface FilterablePrompt {
  title: string;
  description?: string | undefined;
  prompt: string;
  tags: Tag[];
}

/** Search matches title, description or prompt text, ignoring case (spec §5). */
export function matchesPromptSearch(prompt: FilterablePrompt, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return [prompt.title, prompt.description ?? '', prompt.prompt].some((field) =>
    field.toLocaleLowerCase().includes(needle),
  );
}

/** A prompt passes the tag filter when it carries every selected tag (none selected passes all). */
export function matchesPromptTags(prompt: FilterablePrompt, selectedTagIDs: readonly string[]): boolean {
  return selectedTagIDs.every((tagID) => prompt.tags.some((tag) => tag.id === tagID));
}

export function filterPrompts<Item extends FilterablePrompt>(
  prompts: readonly Item[],
  filter: { query: string; tagIDs: readonly string[] },
): Item[] {
  return prompts.filter(
    (prompt) => matchesPromptSearch(prompt, filter.query) && matchesPromptTags(prompt, filter.tagIDs),
  );
}

/** Every tag used by the prompts, once each, sorted by name for the filter menu. */
export function collectPromptTags(prompts: readonly FilterablePrompt[]): Tag[] {
  const tagsByID = new Map<string, Tag>();
  for (const prompt of prompts) {
    for (const tag of prompt.tags) if (!tagsByID.has(tag.id)) tagsByID.set(tag.id, tag);
  }
  return [...tagsByID.values()].sort((first, second) => first.name.localeCompare(second.name));
}
