// What the first screen needs of web search: its limits, default engine and settings' shape. The
// engines' calls (web-search.ts) load with the tool's first call.
export const webSearchLimits = {
  queryCharacters: 500,
  /** Results the model may ask for (Google's API gives at most 10 per request). */
  maxResults: 10,
  defaultResults: 5,
  titleCharacters: 200,
  snippetCharacters: 500,
  urlCharacters: 2000,
} as const;

/** The spec's named engines (§9); any other value is the person's own search service (a SearXNG address). */
export const namedSearchEngines = ['google', 'ddg', 'bing', 'brave'] as const;
export const defaultSearchEngine = 'google';
export const googleSearchURL = 'https://www.googleapis.com/customsearch/v1';

export interface WebSearchSettings {
  /** `google`, another named engine, or a SearXNG address. */
  engine: string;
  googleEngineID: string;
  /** The opened key; undefined when none is stored or it is locked. */
  googleAPIKey: string | undefined;
  googleAPIKeyLocked: boolean;
}

/** What the search tool needs from the page; tests pass fakes. */
export interface SearchEnvironment {
  settings: () => WebSearchSettings;
  fetch?: typeof fetch;
}

export function isWebAddress(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
