export { ChatSearchResults, type ChatSearchResultsProps } from './chat-search-results.tsx';
export { scheduleSearchWarmUp, warmUpSearchNow } from './warm-up.ts';
