export { foldText, foldWithOrigins } from './fold-text.ts';
export type { FoldedText } from './fold-text.ts';
export {
  addTerms,
  forEachWord,
  hasWordStartingWith,
  isWordStart,
  isWordUnit,
  lookupForm,
  maximumTermLength,
  queryWords,
} from './search-terms.ts';
export type {
  ChatHit,
  IndexSearchResult,
  IndexedChat,
  MatchRange,
  SearchResult,
  Snippet,
} from './search-types.ts';
export { SearchIndex } from './search-index.ts';
export { cutSnippet, findMessageMatch } from './message-match.ts';
export type { MessageMatch, MessageText } from './message-match.ts';
export { messageText, storageSearchSource, toIndexedChat, toMessageTexts } from './search-source.ts';
export type { ChatChangesSince, SearchSource, SearchableMessage } from './search-source.ts';
export { SearchService } from './search-service.ts';
export type { SearchAnswer, SearchServiceOptions, SearchStatus } from './search-service.ts';
export {
  encodeSnapshot,
  restoreSnapshot,
  searchIndexFormat,
  searchTokeniserVersion,
} from './search-snapshot.ts';
export type {
  EncodedPostings,
  SearchSnapshot,
  SearchSnapshotStore,
  SnapshotPostings,
  SnapshotState,
} from './search-snapshot.ts';
