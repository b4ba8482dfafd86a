export { ChatSearchResults, type ChatSearchResultsProps } from './chat-search-results.tsx';
export { scheduleSearchWarmUp } from './warm-up.ts';
