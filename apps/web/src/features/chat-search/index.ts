export { ChatSearchResultsOnDemand as ChatSearchResults } from './chat-search-results-on-demand.tsx';
export type { ChatSearchResultsProps } from './chat-search-results.tsx';
export { scheduleSearchWarmUp, warmUpSearchNow } from './warm-up.ts';
export { holdSearchForAnswers } from './search-client.ts';
