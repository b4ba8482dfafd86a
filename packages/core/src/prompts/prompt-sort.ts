/** The library's sort choices (spec §9: title is the default). */
export const promptSortOrders = ['title', 'lastUsedAt', 'createdAt'] as const;

export type PromptSortOrder = (typeof promptSortOrders)[number];

export const defaultPromptSortOrder: PromptSortOrder = 'title';

export interface SortablePrompt {
  title: string;
  favoritedAt: number | null;
  lastUsedAt: number | null;
  createdAt: number;
}

function compareWithin(first: SortablePrompt, second: SortablePrompt, order: PromptSortOrder): number {
  const byTitle = first.title.localeCompare(second.title, undefined, { sensitivity: 'base', numeric: true });
  if (order === 'title') return byTitle;
  // Times sort newest first; a prompt never used goes after every used one.
  const firstTime = (order === 'lastUsedAt' ? first.lastUsedAt : first.createdAt) ?? -1;
  const secondTime = (order === 'lastUsedAt' ? second.lastUsedAt : second.createdAt) ?? -1;
  return secondTime - firstTime || byTitle;
}

/** Favourites first, then by the chosen order (spec §4). Returns a new array. */
export function sortPrompts<Item extends SortablePrompt>(
  prompts: readonly Item[],
  order: PromptSortOrder,
): Item[] {
  return [...prompts].sort((first, second) => {
    const firstFavourite = first.favoritedAt !== null;
    const secondFavourite = second.favoritedAt !== null;
    if (firstFavourite !== secondFavourite) return firstFavourite ? -1 : 1;
    return compareWithin(first, second, order);
  });
}
