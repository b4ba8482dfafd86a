import { useDebouncedValue } from '@confab/ui';

/** Spec §5: chat search starts at 2 trimmed characters and waits 500 ms after the last key. */
export const searchMinimumCharacters = 2;
export const searchDebounceMilliseconds = 500;

/**
 * The query the search results get: trimmed, debounced, and only from two characters on. Clearing
 * the box (Escape) ends the search at once rather than 500 ms later.
 */
export function useChatSearchQuery(typed: string): string | undefined {
  const debounced = useDebouncedValue(typed.trim(), searchDebounceMilliseconds);
  if (typed.trim().length < searchMinimumCharacters) return undefined;
  return debounced.length >= searchMinimumCharacters ? debounced : undefined;
}
