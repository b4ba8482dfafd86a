import { describe, expect, it } from 'vitest';
import { checkGeminiKey } from './index.ts';
import { jsonResponse, recordingFetch } from './test/recording-fetch.ts';

const base = { style: 'gemini' as const, apiKey: 'AIza-secret', endpoint: 'https://gemini.test/v1beta/' };

describe('checkGeminiKey', () => {
  it('posts hello to gemini-2.0-flash with the key in the query string', async () => {
    const recorder = recordingFetch(jsonResponse(200, { candidates: [] }));
    expect(await checkGeminiKey(base, { fetch: recorder.fetch })).toEqual({ ok: true });
    expect(recorder.calls).toEqual([
      {
        url: 'https://gemini.test/v1beta/models/gemini-2.0-flash:generateContent?key=AIza-secret',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: { contents: [{ role: 'user', parts: [{ text: 'hello' }] }] },
      },
    ]);
  });

  it('posts to an override endpoint with x-api-key and a body of model and contents', async () => {
    const recorder = recordingFetch(jsonResponse(200, {}));
    await checkGeminiKey(
      { ...base, overrideEndpoint: 'https://proxy.test/gemini' },
      { fetch: recorder.fetch },
    );
    expect(recorder.calls[0]).toMatchObject({
      url: 'https://proxy.test/gemini',
      headers: { 'x-api-key': 'AIza-secret' },
      body: { model: 'gemini-2.0-flash', contents: [{ role: 'user', parts: [{ text: 'hello' }] }] },
    });
  });

  it('uses a host check endpoint in the proxy shape', async () => {
    const recorder = recordingFetch(jsonResponse(200, {}));
    await checkGeminiKey({ ...base, checkEndpoint: 'https://host.test/check' }, { fetch: recorder.fetch });
    expect(recorder.calls[0]).toMatchObject({
      url: 'https://host.test/check',
      headers: { 'x-api-key': 'AIza-secret' },
    });
  });

  it('reads 400 INVALID_ARGUMENT as an invalid key', async () => {
    const body = { error: { code: 400, status: 'INVALID_ARGUMENT', message: 'API key not valid.' } };
    const recorder = recordingFetch(jsonResponse(400, body));
    expect(await checkGeminiKey(base, { fetch: recorder.fetch })).toEqual({
      ok: false,
      error: { kind: 'invalid-key' },
    });
  });

  it('reads the error under the first array element too', async () => {
    const recorder = recordingFetch(
      jsonResponse(400, [{ error: { status: 'INVALID_ARGUMENT', message: 'x' } }]),
    );
    expect(await checkGeminiKey(base, { fetch: recorder.fetch })).toEqual({
      ok: false,
      error: { kind: 'invalid-key' },
    });
  });

  it('shows the provider message for other failures', async () => {
    const body = [{ error: { status: 'RESOURCE_EXHAUSTED', message: ' You exceeded your current quota. ' } }];
    const recorder = recordingFetch(jsonResponse(429, body));
    expect(await checkGeminiKey(base, { fetch: recorder.fetch })).toEqual({
      ok: false,
      error: { kind: 'provider-message', providerMessage: 'You exceeded your current quota.' },
    });
  });

  it('treats a 400 with another status as a provider message', async () => {
    const body = { error: { status: 'FAILED_PRECONDITION', message: 'Not available in your region.' } };
    const recorder = recordingFetch(jsonResponse(400, body));
    expect(await checkGeminiKey(base, { fetch: recorder.fetch })).toEqual({
      ok: false,
      error: { kind: 'provider-message', providerMessage: 'Not available in your region.' },
    });
  });

  it('falls back to the HTTP status when the body is unreadable', async () => {
    const recorder = recordingFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await checkGeminiKey(base, { fetch: recorder.fetch })).toEqual({
      ok: false,
      error: { kind: 'http-status', status: 502 },
    });
  });

  it('reports a network failure without the key', async () => {
    const recorder = recordingFetch(new TypeError('could not reach https://x/?key=AIza-secret'));
    expect(await checkGeminiKey(base, { fetch: recorder.fetch })).toEqual({
      ok: false,
      error: { kind: 'network', detail: 'could not reach https://x/?key=***' },
    });
  });

  it('rethrows when the caller aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    const recorder = recordingFetch(new DOMException('aborted', 'AbortError'));
    await expect(checkGeminiKey(base, { fetch: recorder.fetch, signal: controller.signal })).rejects.toThrow(
      'aborted',
    );
  });
});
