/** What the index keeps of one chat: its title, tag names, activity time and every message text. */
export interface IndexedChat {
  chatID: string;
  title: string;
  tagNames: readonly string[];
  /** The sidebar sort key (last message time, else updated time); newer ranks higher. */
  activityAt: number;
  /** Message content and the text of every multi-model answer. */
  texts: Iterable<string>;
}

/** A chat whose title, tags and messages together contain every query word. */
export interface ChatHit {
  chatID: string;
  title: string;
  tagNames: readonly string[];
  activityAt: number;
  /** How many query words start a word of the title. */
  titleWordMatches: number;
  /** Tags that start with one of the query words. */
  matchedTagNames: string[];
}

export interface IndexSearchResult {
  hits: ChatHit[];
  /** All matching chats, of which `hits` are the best `limit`. */
  total: number;
}

/** A part of a snippet to highlight: [start, end) in UTF-16 units of the snippet text. */
export interface MatchRange {
  start: number;
  end: number;
}

export interface Snippet {
  text: string;
  ranges: MatchRange[];
}

/** One line of the results list: the chat, where it matched, and the text to show. */
export interface SearchResult {
  chatID: string;
  title: string;
  activityAt: number;
  /** The message that matches best, when the match is in a message rather than the title or tags. */
  messageUUID?: string;
  snippet?: Snippet;
  matchedTagNames: string[];
}
