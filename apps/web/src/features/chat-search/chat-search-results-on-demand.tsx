import { preloadable, preloadedComponent } from '@confab/ui';

/**
 * The search results' components. Not part of the first load: they start loading with the search
 * worker's warm-up (after the page has loaded) or when the search box takes the focus.
 */
const searchResults = preloadable(() => import('./chat-search-results.tsx'));

export function preloadChatSearchResults(): Promise<unknown> {
  return searchResults.preload();
}

/** The results, drawn at once when their code is loaded and through Suspense before. */
export const ChatSearchResultsOnDemand = preloadedComponent(
  searchResults,
  (module) => module.ChatSearchResults,
);
