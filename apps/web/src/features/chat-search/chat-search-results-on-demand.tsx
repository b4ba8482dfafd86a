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
      // Offline, say: the next search (or the error notice's "Try again") loads it afresh.
      resultsLoad = undefined;
      lazyResults = undefined;
      throw error;
    },
  );
  return resultsLoad;
}

// React.lazy keeps a failed load for good, so a new one is made after a failure.
let lazyResults: Results | undefined;

function currentLazyResults(): Results {
  lazyResults ??= lazy(async () => ({ default: await preloadChatSearchResults() }));
  return lazyResults;
}

/**
 * The results, drawn at once when their code is loaded and through Suspense before; which of the
 * two is kept while the list is shown, so it is not mounted afresh when the code arrives.
 */
export function ChatSearchResultsOnDemand(props: ChatSearchResultsProps) {
  const [Loaded] = useState(() => loadedResults);
  const [LazyResults] = useState(currentLazyResults);
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={null}>
      <LazyResults {...props} />
    </Suspense>
  );
}
