import { useMemo, useState } from 'react';
import {
  collectPromptTags,
  defaultPromptSortOrder,
  filterPrompts,
  sortPrompts,
  type PromptSortOrder,
} from '@confab/core';
import type { LibraryPrompt } from './library-prompt.ts';

export type LibraryLayout = 'grid' | 'list';

/** The spec's default layout (§9). */
export const defaultLibraryLayout: LibraryLayout = 'grid';

/** Search, tag filter, sort and layout of the library, and the cards they leave. */
export function useLibraryView(prompts: readonly LibraryPrompt[]) {
  const [query, setQuery] = useState('');
  const [selectedTagIDs, setSelectedTagIDs] = useState<string[]>([]);
  const [sortOrder, setSortOrder] = useState<PromptSortOrder>(defaultPromptSortOrder);
  const [layout, setLayout] = useState<LibraryLayout>(defaultLibraryLayout);

  const allTags = useMemo(() => collectPromptTags(prompts), [prompts]);
  // A selected tag whose last prompt was deleted stops filtering rather than hiding everything.
  const activeTagIDs = useMemo(
    () => selectedTagIDs.filter((tagID) => allTags.some((tag) => tag.id === tagID)),
    [selectedTagIDs, allTags],
  );
  const visible = useMemo(
    () => sortPrompts(filterPrompts(prompts, { query, tagIDs: activeTagIDs }), sortOrder),
    [prompts, query, activeTagIDs, sortOrder],
  );

  return {
    query,
    setQuery,
    allTags,
    selectedTags: allTags.filter((tag) => activeTagIDs.includes(tag.id)),
    toggleTag: (tagID: string) => {
      setSelectedTagIDs((current) =>
        current.includes(tagID) ? current.filter((id) => id !== tagID) : [...current, tagID],
      );
    },
    clearFilters: () => {
      setQuery('');
      setSelectedTagIDs([]);
    },
    filtering: query.trim() !== '' || activeTagIDs.length > 0,
    sortOrder,
    setSortOrder,
    layout,
    setLayout,
    visible,
  };
}

export type LibraryView = ReturnType<typeof useLibraryView>;
