import { scheduleSearchWarmUp } from './warm-up.ts';

export { ChatSearchResults, type ChatSearchResultsProps } from './chat-search-results.tsx';

// The index builds in a worker after the page has loaded, so the first search finds it ready.
scheduleSearchWarmUp();
