import { describe, expect, it } from 'vitest';
import { runWebSearch } from './web-search.ts';
import type { SearchEnvironment, WebSearchSettings } from './web-search-settings.ts';

const signal = new AbortController().signal;
const google: WebSearchSettings = {
  engine: 'google',
  googleEngineID: 'cx-1',
  googleAPIKey: 'AIza-key',
  googleAPIKeyLocked: false,
};

function environment(settings: WebSearchSettings, answer: () => Promise<Response>) {
  const urls: string[] = [];
  const search: SearchEnvironment = {
    settings: () => settings,
    fetch: (input) => {
      urls.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      return answer();
    },
  };
  return { search, urls };
}

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('web_search', () => {
  it('calls Google Programmable Search with the key, engine id and count, and bounds the results', async () => {
    const items = [
      { title: 'Confab', link: 'https://confab.example/', snippet: 'A chat\n  workspace' },
      { title: 'Bad', link: 'javascript:alert(1)', snippet: 'x' },
      { title: 'Long', link: 'https://long.example/', snippet: 's'.repeat(900) },
    ];
    const { search, urls } = environment(google, () => json({ items }));
    const answer = await runWebSearch({ query: 'confab chat', count: 3 }, search, signal);
    const sent = new URL(urls[0] ?? '');
    expect(sent.origin + sent.pathname).toBe('https://www.googleapis.com/customsearch/v1');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      key: 'AIza-key',
      cx: 'cx-1',
      q: 'confab chat',
      num: '3',
    });
    expect(answer.query).toBe('confab chat');
    expect(answer.results.map((result) => result.url)).toEqual([
      'https://confab.example/',
      'https://long.example/',
    ]);
    expect(answer.results[0]?.snippet).toBe('A chat workspace');
    expect(answer.results[1]?.snippet).toHaveLength(500);
  });

  it('calls a SearXNG address with format=json and keeps the top results', async () => {
    const results = Array.from({ length: 20 }, (_, index) => ({
      title: `Result ${String(index)}`,
      url: `https://r${String(index)}.example/`,
      content: 'text',
    }));
    const { search, urls } = environment({ ...google, engine: 'https://search.example/searxng/' }, () =>
      json({ results }),
    );
    const answer = await runWebSearch({ query: 'fox' }, search, signal);
    expect(urls).toEqual(['https://search.example/searxng/search?q=fox&format=json']);
    expect(answer.results).toHaveLength(5);
  });

  it('answers clear errors for missing settings, a locked key, other engines and failed calls', async () => {
    const never = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(
      runWebSearch({ query: 'x' }, environment({ ...google, googleEngineID: '' }, never).search, signal),
    ).rejects.toThrow('Web search is not set up');
    await expect(
      runWebSearch(
        { query: 'x' },
        environment({ ...google, googleAPIKey: undefined, googleAPIKeyLocked: true }, never).search,
        signal,
      ),
    ).rejects.toThrow('locked with a password');
    await expect(
      runWebSearch({ query: 'x' }, environment({ ...google, engine: 'brave' }, never).search, signal),
    ).rejects.toThrow('The search engine "brave" cannot be used');
    await expect(runWebSearch({ query: 'x' }, environment(google, never).search, signal)).rejects.toThrow(
      'Could not reach https://www.googleapis.com (Failed to fetch)',
    );
    const refused = environment(google, () =>
      json({ error: { code: 400, message: 'API key not valid.' } }, 400),
    );
    await expect(runWebSearch({ query: 'x' }, refused.search, signal)).rejects.toThrow(
      'The search service answered 400: API key not valid.',
    );
    await expect(runWebSearch({ query: ' ' }, refused.search, signal)).rejects.toThrow('query must be');
    await expect(runWebSearch({ query: 'x', count: 11 }, refused.search, signal)).rejects.toThrow(
      'count must be',
    );
  });
});
