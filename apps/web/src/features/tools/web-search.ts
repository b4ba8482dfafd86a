// The web search tool's engines. Google's Programmable Search JSON API answers browsers (CORS), so
// it is called from the page with the person's own key and engine id. A SearXNG address is the
// keyless, self-hostable choice: its JSON format and CORS must be switched on by whoever runs it.
import { lookupOwn } from '@confab/core';
import {
  defaultSearchEngine,
  googleSearchURL,
  isWebAddress,
  webSearchLimits,
  type SearchEnvironment,
  type WebSearchSettings,
} from './web-search-settings.ts';

export interface WebSearchResult {
  title: string;
  url: string;
  snippet: string;
}

function readArguments(args: Record<string, unknown>): { query: string; count: number } {
  const { query, count = webSearchLimits.defaultResults } = args;
  if (typeof query !== 'string' || query.trim() === '') throw new Error('query must be a non-empty text.');
  if (query.length > webSearchLimits.queryCharacters) {
    throw new Error(`query is longer than ${String(webSearchLimits.queryCharacters)} characters.`);
  }
  if (
    typeof count !== 'number' ||
    !Number.isInteger(count) ||
    count < 1 ||
    count > webSearchLimits.maxResults
  ) {
    throw new Error(`count must be a whole number from 1 to ${String(webSearchLimits.maxResults)}.`);
  }
  return { query: query.trim(), count };
}

function cut(text: string, limit: number): string {
  const single = text.replace(/\s+/g, ' ').trim();
  return single.length > limit ? `${single.slice(0, limit - 1)}…` : single;
}

/** A result as the model reads it; undefined when its address is not a web address. */
function boundedResult(title: unknown, url: unknown, snippet: unknown): WebSearchResult | undefined {
  if (typeof url !== 'string' || url.length > webSearchLimits.urlCharacters) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  return {
    title: cut(typeof title === 'string' ? title : '', webSearchLimits.titleCharacters),
    url: parsed.href,
    snippet: cut(typeof snippet === 'string' ? snippet : '', webSearchLimits.snippetCharacters),
  };
}

function itemsOf(body: unknown, key: 'items' | 'results'): Record<string, unknown>[] {
  if (typeof body !== 'object' || body === null) return [];
  const items = lookupOwn(body as Record<string, unknown>, key);
  if (!Array.isArray(items)) return [];
  return items.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null);
}

function errorMessageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const error = lookupOwn(body as Record<string, unknown>, 'error');
  if (typeof error === 'string') return error;
  if (typeof error !== 'object' || error === null) return undefined;
  const message = lookupOwn(error as Record<string, unknown>, 'message');
  return typeof message === 'string' ? message : undefined;
}

async function getJson(url: URL, environment: SearchEnvironment, signal: AbortSignal): Promise<unknown> {
  const fetchFunction = environment.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let response: Response;
  try {
    response = await fetchFunction(url.href, { signal, headers: { accept: 'application/json' } });
  } catch (error) {
    signal.throwIfAborted();
    const reason = error instanceof Error ? error.message : String(error);
    // A browser reports a CORS refusal as a plain network failure.
    throw new Error(`Could not reach ${url.origin} (${reason}); it may not allow calls from a browser.`, {
      cause: error,
    });
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw new Error(
      `${url.origin} answered ${String(response.status)} without JSON; check the search settings.`,
    );
  }
  if (!response.ok) {
    throw new Error(
      `The search service answered ${String(response.status)}: ${errorMessageOf(body) ?? 'no reason given'}.`,
    );
  }
  return body;
}

async function searchGoogle(
  query: string,
  count: number,
  settings: WebSearchSettings,
  environment: SearchEnvironment,
  signal: AbortSignal,
): Promise<WebSearchResult[]> {
  if (settings.googleAPIKeyLocked) {
    throw new Error('The search API key is locked with a password; the user must unlock keys first.');
  }
  if (!settings.googleAPIKey || settings.googleEngineID.trim() === '') {
    throw new Error(
      'Web search is not set up: the user must enter a search engine ID and a search API key in Settings → Chat behaviour.',
    );
  }
  const url = new URL(googleSearchURL);
  url.searchParams.set('key', settings.googleAPIKey);
  url.searchParams.set('cx', settings.googleEngineID.trim());
  url.searchParams.set('q', query);
  url.searchParams.set('num', String(count));
  const body = await getJson(url, environment, signal);
  return itemsOf(body, 'items').flatMap((item) => boundedResult(item.title, item.link, item.snippet) ?? []);
}

/** `<address>/search?q=…&format=json`; an address that already ends in /search is used as is. */
export function searxngSearchURL(address: string, query: string): URL {
  const url = new URL(address);
  if (!url.pathname.endsWith('/search')) url.pathname = `${url.pathname.replace(/\/+$/, '')}/search`;
  url.searchParams.set('q', query);
  url.searchParams.set('format', 'json');
  return url;
}

async function searchSearxng(
  query: string,
  address: string,
  environment: SearchEnvironment,
  signal: AbortSignal,
): Promise<WebSearchResult[]> {
  const body = await getJson(searxngSearchURL(address, query), environment, signal);
  return itemsOf(body, 'results').flatMap((item) => boundedResult(item.title, item.url, item.content) ?? []);
}

/** Runs `web_search`: the configured engine's top results, bounded, for the model to read. */
export async function runWebSearch(
  args: Record<string, unknown>,
  environment: SearchEnvironment,
  signal: AbortSignal,
): Promise<{ query: string; results: WebSearchResult[] }> {
  const { query, count } = readArguments(args);
  const settings = environment.settings();
  const engine = settings.engine.trim() || defaultSearchEngine;
  let results: WebSearchResult[];
  if (engine === 'google') results = await searchGoogle(query, count, settings, environment, signal);
  else if (isWebAddress(engine)) results = await searchSearxng(query, engine, environment, signal);
  else {
    throw new Error(
      `The search engine "${cut(engine, 40)}" cannot be used from Confab; the user can choose Google or a SearXNG address in Settings → Chat behaviour.`,
    );
  }
  return { query, results: results.slice(0, count) };
}
