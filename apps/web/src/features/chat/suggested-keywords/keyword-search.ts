import * as z from 'zod/mini';

/**
 * Where suggested keywords are searched (spec §9: google by default, ddg, bing, brave, or a further
 * service the person enters). A further service is a search address with `%s` where the keyword goes.
 *
 * Its own setting, not the web search tool's `search.engine`: there any other value is a SearXNG
 * base address the app calls for JSON, here a page address opened in a new tab, so one value could
 * not mean both.
 */
export const keywordSearchEngines = ['google', 'ddg', 'bing', 'brave'] as const;
export type NamedKeywordSearchEngine = (typeof keywordSearchEngines)[number];
export const defaultKeywordSearchEngine: NamedKeywordSearchEngine = 'google';

const searchAddresses: ReadonlyMap<NamedKeywordSearchEngine, string> = new Map([
  ['google', 'https://www.google.com/search?q=%s'],
  ['ddg', 'https://duckduckgo.com/?q=%s'],
  ['bing', 'https://www.bing.com/search?q=%s'],
  ['brave', 'https://search.brave.com/search?q=%s'],
]);

export const keywordSearchAddressMaxLength = 2000;

/** Stored as a named engine or a custom address; any string parses, so a bad value falls back at use. */
export const keywordSearchEngineSchema = z.string().check(z.maxLength(keywordSearchAddressMaxLength));
export const suggestKeywordsSchema = z.boolean();

export function isNamedKeywordSearchEngine(value: string): value is NamedKeywordSearchEngine {
  return (keywordSearchEngines as readonly string[]).includes(value);
}

export type CustomAddressProblem = 'empty' | 'notHTTPS' | 'noPlaceholder' | 'tooLong';

/** Why a custom search address cannot be used, or undefined when it can. */
export function customSearchAddressProblem(address: string): CustomAddressProblem | undefined {
  const trimmed = address.trim();
  if (trimmed === '') return 'empty';
  if (trimmed.length > keywordSearchAddressMaxLength) return 'tooLong';
  let url: URL;
  try {
    // `%s` is not a valid escape, so check the address with the keyword already put in.
    url = new URL(trimmed.replaceAll('%s', 'keyword'));
  } catch {
    return 'notHTTPS';
  }
  if (url.protocol !== 'https:') return 'notHTTPS';
  if (!trimmed.includes('%s')) return 'noPlaceholder';
  return undefined;
}

/** The search page for a keyword; a stored address that is no longer valid falls back to Google. */
export function keywordSearchURL(engine: string, keyword: string): string {
  const encoded = encodeURIComponent(keyword);
  const named = isNamedKeywordSearchEngine(engine) ? searchAddresses.get(engine) : undefined;
  const template =
    named ??
    (customSearchAddressProblem(engine) === undefined
      ? engine.trim()
      : (searchAddresses.get(defaultKeywordSearchEngine) ?? ''));
  return template.replaceAll('%s', encoded);
}
