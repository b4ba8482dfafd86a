import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { ChatSearchResultsProps } from './chat-search-results.tsx';

type Results = ComponentType<ChatSearchResultsProps>;

let loadedResults: Results | undefined;
let resultsLoad: Promise<Results> | undefined;

/**
 * Loads the search results' components. Not part of the first load: they start loading with the
 * search worker's warm-up (after the page has loaded) or when the search box takes the focus.
 */
export function preloadChatSearchResults(): Promise<Results> {
  resultsLoad ??= import('./chat-search-results.tsx').then(
    ({ ChatSearchResults }) => {
      loadedResults = ChatSearchResults;
      return ChatSearchResults;
    },
    (error: unknown) => {
      // Offline, say: the next search tries again.
      resultsLoad = undefined;
      throw error;
    },
  );
  return resultsLoad;
}

const LazyResults = lazy(async () => ({ default: await preloadChatSearchResults() }));

/**
 * The results, drawn at once when their code is loaded and through Suspense before; which of the
 * two is kept while the list is shown, so it is not mounted afresh when the code arrives.
 */
export function ChatSearchResultsOnDemand(props: ChatSearchResultsProps) {
  const [Loaded] = useState(() => loadedResults);
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={null}>
      <LazyResults {...props} />
    </Suspense>
  );
}
