import { sortPrompts, type Prompt } from '@confab/core';
import { useLiveQuery } from '../../../storage/use-live-query.ts';

const noPrompts: Prompt[] = [];

/** The saved prompts, favourites first then by title, kept live while the picker is open. */
export function useLibraryPrompts(open: boolean): Prompt[] {
  const { value } = useLiveQuery(
    () =>
      open
        ? {
            read: async (storage) => sortPrompts(await storage.prompts.list(), 'title'),
            watches: (change) => change.table === 'prompts',
          }
        : null,
    [open],
  );
  return value ?? noPrompts;
}
