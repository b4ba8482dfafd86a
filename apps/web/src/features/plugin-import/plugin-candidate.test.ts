import { afterEach, describe, expect, it, vi } from 'vitest';
import { candidateFromAddress, candidateFromText, PluginImportError } from './plugin-candidate.ts';

const origin = 'https://confab.test';
const legacy = {
  uuid: 'weather-uuid',
  title: 'Weather',
  implementationType: 'javascript',
  openaiSpec: { name: 'get_weather' },
};

/** A stand-in for the network: answers by exact address, 404 otherwise; records what was asked. */
function stubNetwork(routes: Record<string, { status?: number; body: string }>) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (input: string) => {
    asked.push(input);
    const route = Object.hasOwn(routes, input) ? routes[input] : undefined;
    return Promise.resolve(
      new Response(route?.body ?? 'not found', { status: route?.status ?? (route ? 200 : 404) }),
    );
  });
  return asked;
}

async function problemOf(reading: Promise<unknown>) {
  const error: unknown = await reading.catch((caught: unknown) => caught);
  return error instanceof PluginImportError ? error.problem : error;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('candidateFromAddress', () => {
  it('reads a shared plugin by id; the link is the plugin page on this host', async () => {
    const asked = stubNetwork({
      '/api/shared_plugins/abc': {
        body: JSON.stringify({ id: 'abc', data: { ...legacy, id: 'p-1', code: 'x' } }),
      },
    });
    const candidate = await candidateFromAddress(`${origin}/plugins/abc`, origin);
    expect(asked).toEqual(['/api/shared_plugins/abc']);
    expect(candidate.plugin.title).toBe('Weather');
    expect(candidate.pageURL).toBe(`${origin}/plugins/abc`);
  });

  it("links a shared plugin to its source address when it has one, and shows the server's words on failure", async () => {
    stubNetwork({
      '/api/shared_plugins/gh': {
        body: JSON.stringify({
          id: 'gh',
          data: { ...legacy, id: 'p-2', code: 'x', githubURL: 'https://github.com/me/weather' },
        }),
      },
      '/api/shared_plugins/gone': { status: 404, body: JSON.stringify({ userMessage: 'Plugin not found' }) },
    });
    expect((await candidateFromAddress('gh', origin)).pageURL).toBe('https://github.com/me/weather');
    expect(await problemOf(candidateFromAddress('gone', origin))).toEqual({
      kind: 'download',
      status: 404,
      userMessage: 'Plugin not found',
    });
  });

  it('fetches a legacy repository plugin and the implementation.js beside it', async () => {
    const asked = stubNetwork({
      'http://127.0.0.1:9/weather/plugin.json': { body: JSON.stringify(legacy) },
      'http://127.0.0.1:9/weather/implementation.js': { body: 'function get_weather() { return 1; }' },
    });
    const candidate = await candidateFromAddress('http://127.0.0.1:9/weather/plugin.json', origin);
    expect(asked).toHaveLength(2);
    expect(candidate.plugin.code).toBe('function get_weather() { return 1; }');
    expect(candidate.pageURL).toBe('http://127.0.0.1:9/weather/plugin.json');
  });

  it('says why a repository plugin cannot be installed', async () => {
    stubNetwork({ 'https://example.test/plugin.json': { body: JSON.stringify(legacy) } });
    expect(await problemOf(candidateFromAddress('https://example.test/plugin.json', origin))).toEqual({
      kind: 'missing-code',
    });
    expect(await problemOf(candidateFromAddress('https://example.test/page', origin))).toEqual({
      kind: 'refused',
    });
    expect(await problemOf(candidateFromAddress('', origin))).toEqual({ kind: 'missing' });
  });
});

describe('candidateFromText', () => {
  it('reads a file and reports broken JSON', () => {
    expect(candidateFromText(JSON.stringify({ ...legacy, code: 'x' })).plugin.enabled).toBe(false);
    expect(() => candidateFromText('{')).toThrow(PluginImportError);
  });
});
