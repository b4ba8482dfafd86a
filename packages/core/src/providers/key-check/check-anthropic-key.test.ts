import { describe, expect, it } from 'vitest';
import { checkAnthropicKey } from './index.ts';
import { jsonResponse, recordingFetch } from './test/recording-fetch.ts';

const base = {
  style: 'anthropic' as const,
  apiKey: 'sk-ant-secret',
  endpoint: 'https://anthropic.test/v1/messages',
};

describe('checkAnthropicKey', () => {
  it('posts a one-token hello with the key and the browser headers', async () => {
    const recorder = recordingFetch(jsonResponse(200, { type: 'message', content: [] }));
    expect(await checkAnthropicKey(base, { fetch: recorder.fetch })).toEqual({ ok: true });
    expect(recorder.calls).toEqual([
      {
        url: 'https://anthropic.test/v1/messages',
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-api-key': 'sk-ant-secret',
          'anthropic-version': '2023-06-01',
          'anthropic-dangerous-direct-browser-access': 'true',
        },
        body: { model: 'claude-haiku-4-5', max_tokens: 1, messages: [{ role: 'user', content: 'hello' }] },
      },
    ]);
  });

  it('reads 401 as an invalid key', async () => {
    const body = { type: 'error', error: { type: 'authentication_error', message: 'invalid x-api-key' } };
    const recorder = recordingFetch(jsonResponse(401, body));
    expect(await checkAnthropicKey(base, { fetch: recorder.fetch })).toEqual({
      ok: false,
      error: { kind: 'invalid-key' },
    });
  });

  it('reads 429 as a rate limit', async () => {
    const body = { type: 'error', error: { type: 'rate_limit_error', message: 'Too many requests' } };
    const recorder = recordingFetch(jsonResponse(429, body));
    expect(await checkAnthropicKey(base, { fetch: recorder.fetch })).toEqual({
      ok: false,
      error: { kind: 'rate-limited', providerMessage: 'Too many requests' },
    });
  });

  it('reports other statuses by number', async () => {
    const recorder = recordingFetch(jsonResponse(529, { type: 'error', error: { message: 'Overloaded' } }));
    expect(await checkAnthropicKey(base, { fetch: recorder.fetch })).toEqual({
      ok: false,
      error: { kind: 'http-status', status: 529 },
    });
  });

  it('reports a refused cross-origin call as a network failure', async () => {
    const recorder = recordingFetch(new TypeError('Failed to fetch'));
    expect(await checkAnthropicKey(base, { fetch: recorder.fetch })).toEqual({
      ok: false,
      error: { kind: 'network', detail: 'Failed to fetch' },
    });
  });
});
