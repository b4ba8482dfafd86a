import type { Prompt, Tag } from '@confab/core';

/**
 * One card of the library: a saved prompt, or an organisation prompt (read-only) with this user's
 * own favourite and use times. Search, filter and sort work on this shape for both.
 */
export interface LibraryPrompt {
  id: string;
  title: string;
  description?: string | undefined;
  prompt: string;
  tags: Tag[];
  favoritedAt: number | null;
  lastUsedAt: number | null;
  createdAt: number;
  readOnly: boolean;
}

export function libraryPromptFromRecord(record: Prompt): LibraryPrompt {
  return {
    id: record.id,
    title: record.title,
    description: record.description,
    prompt: record.prompt,
    tags: record.tags,
    favoritedAt: record.favoritedAt,
    lastUsedAt: record.lastUsedAt,
    createdAt: record.createdAt,
    readOnly: false,
  };
}
