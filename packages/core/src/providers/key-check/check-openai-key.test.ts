import { describe, expect, it } from 'vitest';
import { checkOpenAIKey } from './index.ts';
import { jsonResponse, recordingFetch } from './test/recording-fetch.ts';

const base = {
  style: 'openai' as const,
  apiKey: 'sk-secret',
  endpoint: 'https://openai.test/v1/chat/completions',
};

describe('checkOpenAIKey', () => {
  it('posts gpt-4o-mini and hello with a bearer header to the chat-completions endpoint', async () => {
    const recorder = recordingFetch(jsonResponse(200, { id: 'chatcmpl-1', choices: [] }));
    expect(await checkOpenAIKey(base, { fetch: recorder.fetch })).toEqual({ ok: true });
    expect(recorder.calls).toEqual([
      {
        url: 'https://openai.test/v1/chat/completions',
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer sk-secret' },
        body: { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hello' }] },
      },
    ]);
  });

  it('posts to the host check endpoint when one is given', async () => {
    const recorder = recordingFetch(jsonResponse(200, {}));
    await checkOpenAIKey({ ...base, checkEndpoint: 'https://host.test/check' }, { fetch: recorder.fetch });
    expect(recorder.calls[0]?.url).toBe('https://host.test/check');
  });

  it('needs a JSON answer to count as success', async () => {
    const recorder = recordingFetch(new Response('<html>login</html>', { status: 200 }));
    expect(await checkOpenAIKey(base, { fetch: recorder.fetch })).toEqual({
      ok: false,
      error: { kind: 'http-status', status: 200 },
    });
  });

  it('reads 401 as an invalid key', async () => {
    const recorder = recordingFetch(jsonResponse(401, { error: { message: 'Incorrect API key provided' } }));
    expect(await checkOpenAIKey(base, { fetch: recorder.fetch })).toEqual({
      ok: false,
      error: { kind: 'invalid-key' },
    });
  });

  it('reads 429 as a rate limit and keeps the provider message', async () => {
    const recorder = recordingFetch(
      jsonResponse(429, { error: { message: 'You exceeded your current quota' } }),
    );
    expect(await checkOpenAIKey(base, { fetch: recorder.fetch })).toEqual({
      ok: false,
      error: { kind: 'rate-limited', providerMessage: 'You exceeded your current quota' },
    });
  });

  it('reads 429 without a readable body as a plain rate limit', async () => {
    const recorder = recordingFetch(new Response('', { status: 429 }));
    expect(await checkOpenAIKey(base, { fetch: recorder.fetch })).toEqual({
      ok: false,
      error: { kind: 'rate-limited' },
    });
  });

  it('reports other statuses by number', async () => {
    const recorder = recordingFetch(jsonResponse(500, { error: { message: 'server error' } }));
    expect(await checkOpenAIKey(base, { fetch: recorder.fetch })).toEqual({
      ok: false,
      error: { kind: 'http-status', status: 500 },
    });
  });

  it('reports a network failure', async () => {
    const recorder = recordingFetch(new TypeError('Failed to fetch'));
    expect(await checkOpenAIKey(base, { fetch: recorder.fetch })).toEqual({
      ok: false,
      error: { kind: 'network', detail: 'Failed to fetch' },
    });
  });
});
