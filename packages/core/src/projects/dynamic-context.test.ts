import { describe, expect, it } from 'vitest';
import { dynamicContextMaximumCharacters, loadDynamicContext } from './dynamic-context.ts';

const answers: Record<string, string> = {
  'https://example.test/weather': 'Sunny.',
  'https://example.test/empty': '  ',
};

async function fetchText(url: string): Promise<string> {
  await Promise.resolve();
  const text = answers[url];
  if (text === undefined) throw new Error(`HTTP 404 from ${url}`);
  return text;
}

describe('loadDynamicContext', () => {
  it('fetches URL endpoints and gives static ones their own text, in the given order', async () => {
    const result = await loadDynamicContext(
      [
        { name: 'Weather', source: 'url', url: 'https://example.test/weather' },
        { name: 'Team', source: 'static', content: 'Ana and Bo.' },
      ],
      fetchText,
    );
    expect(result).toEqual({
      contexts: [
        { name: 'Weather', text: 'Sunny.' },
        { name: 'Team', text: 'Ana and Bo.' },
      ],
      failures: [],
    });
  });

  it('reports a failed fetch by name and keeps the others', async () => {
    const result = await loadDynamicContext(
      [
        { name: 'Missing', source: 'url', url: 'https://example.test/missing' },
        { name: 'Weather', source: 'url', url: 'https://example.test/weather' },
      ],
      fetchText,
    );
    expect(result.contexts).toEqual([{ name: 'Weather', text: 'Sunny.' }]);
    expect(result.failures).toEqual([
      { name: 'Missing', reason: 'HTTP 404 from https://example.test/missing' },
    ]);
  });

  it('skips incomplete endpoints and empty texts without calling anything', async () => {
    const called: string[] = [];
    const result = await loadDynamicContext(
      [
        { name: ' ', source: 'url', url: 'https://example.test/weather' },
        { name: 'No url', source: 'url' },
        { name: 'Blank static', source: 'static', content: ' ' },
        { name: 'Empty answer', source: 'url', url: 'https://example.test/empty' },
      ],
      async (url) => {
        called.push(url);
        return fetchText(url);
      },
    );
    expect(called).toEqual(['https://example.test/empty']);
    expect(result).toEqual({ contexts: [], failures: [] });
  });

  it('cuts a very long answer at the limit', async () => {
    const long = 'x'.repeat(dynamicContextMaximumCharacters + 10);
    const result = await loadDynamicContext([{ name: 'Long', source: 'static', content: long }], fetchText);
    expect(result.contexts[0]?.text).toHaveLength(dynamicContextMaximumCharacters);
  });
});
