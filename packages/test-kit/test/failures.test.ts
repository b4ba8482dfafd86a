import { readServerSentEvents } from '@confab/core/providers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockProvider, type MockFailureStatus, type MockProvider } from '../src/index.ts';
import {
  anthropicHeaders,
  anthropicRequest,
  geminiHeaders,
  geminiRequest,
  openAIHeaders,
  openAIRequest,
  postJson,
} from './helpers.ts';

let mock: MockProvider;
beforeAll(async () => {
  mock = await startMockProvider();
});
afterAll(async () => {
  await mock.close();
});
beforeEach(() => {
  mock.reset();
});

const openAI = () =>
  postJson(`${mock.url}/v1/chat/completions`, openAIRequest('x', { stream: true }), openAIHeaders);
const anthropic = () =>
  postJson(`${mock.url}/v1/messages`, anthropicRequest('x', { stream: true }), anthropicHeaders);
const gemini = () =>
  postJson(`${mock.url}/v1beta/models/g:streamGenerateContent?alt=sse`, geminiRequest('x'), geminiHeaders);

describe('scripted HTTP failures in each provider shape', () => {
  it.each([
    [401, { error: { type: 'invalid_request_error', code: 'invalid_api_key', param: null } }],
    [429, { error: { code: 'rate_limit_exceeded', param: null } }],
    [500, { error: { type: 'server_error', param: null } }],
  ] as const)('OpenAI %i', async (status, shape) => {
    mock.script({ failure: { status } });
    const response = await openAI();
    expect(response.status).toBe(status);
    const body = (await response.json()) as { error: { message: string } };
    expect(body).toMatchObject(shape);
    expect(body.error.message.length).toBeGreaterThan(0);
    if (status === 401) expect(body.error.message).toMatch(/^Incorrect API key provided/);
  });

  it.each([
    [401, 'authentication_error'],
    [429, 'rate_limit_error'],
    [500, 'api_error'],
  ] as const)('Anthropic %i', async (status, type) => {
    mock.script({ failure: { status, message: 'scripted' } });
    const response = await anthropic();
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ type: 'error', error: { type, message: 'scripted' } });
    expect(response.headers.get('request-id')).toMatch(/^req_/);
  });

  it.each([
    [401, 400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.'],
    [429, 429, 'RESOURCE_EXHAUSTED', undefined],
    [500, 500, 'INTERNAL', undefined],
  ] as const)('Gemini %i answers %i %s', async (scripted, status, code, message) => {
    mock.script({ failure: { status: scripted as MockFailureStatus } });
    const response = await gemini();
    expect(response.status).toBe(status);
    const body = (await response.json()) as { error: { code: number; message: string; status: string } };
    expect(body.error).toMatchObject({ code: status, status: code });
    if (message) expect(body.error.message).toBe(message);
  });
});

describe('valid keys', () => {
  it('refuses other keys with 401 in the provider shape and accepts the listed ones', async () => {
    const strict = await startMockProvider({ validKeys: ['right'] });
    try {
      const wrongOpenAI = await postJson(`${strict.url}/v1/chat/completions`, openAIRequest('x'), {
        authorization: 'Bearer wrong',
      });
      expect(wrongOpenAI.status).toBe(401);
      expect(await wrongOpenAI.json()).toMatchObject({ error: { code: 'invalid_api_key' } });
      const missingAnthropic = await postJson(`${strict.url}/v1/messages`, anthropicRequest('x'), {
        'anthropic-version': '2023-06-01',
      });
      expect(await missingAnthropic.json()).toMatchObject({ error: { type: 'authentication_error' } });
      const wrongGemini = await postJson(
        `${strict.url}/v1beta/models/g:generateContent?key=wrong`,
        geminiRequest('x'),
      );
      expect(wrongGemini.status).toBe(400);
      const right = await postJson(`${strict.url}/v1beta/models/g:generateContent`, geminiRequest('x'), {
        'x-goog-api-key': 'right',
      });
      expect(right.status).toBe(200);
      const models = await fetch(`${strict.url}/v1/models`, { headers: { authorization: 'Bearer wrong' } });
      expect(models.status).toBe(401);
    } finally {
      await strict.close();
    }
  });
});

describe('a stream cut mid-way', () => {
  it('delivers the first chunks, then the reader throws without a terminator', async () => {
    mock.script({ text: 'one two three four five', failure: { cutAfterChunks: 2 } });
    const response = await openAI();
    expect(response.status).toBe(200);
    if (!response.body) throw new Error('no body');
    const seen: string[] = [];
    await expect(async () => {
      for await (const event of readServerSentEvents(response.body as ReadableStream<Uint8Array>)) {
        seen.push(event.data);
      }
    }).rejects.toThrow();
    const contents = seen.map((data) => JSON.parse(data) as { choices: { delta: { content?: string } }[] });
    expect(contents.map((chunk) => chunk.choices[0]?.delta.content)).toEqual(['', 'one ', 'two ']);
    expect(seen).not.toContain('[DONE]');
    await mock.waitFor((requests) => requests[0]?.cut === true);
    expect(mock.requests[0]?.aborted).toBe(false);
  });

  it('cuts Anthropic and Gemini streams before their closing events', async () => {
    mock.script({ failure: { cutAfterChunks: 1 }, times: 2 });
    for (const send of [anthropic, gemini]) {
      const response = await send();
      const events: string[] = [];
      await expect(async () => {
        for await (const event of readServerSentEvents(response.body as ReadableStream<Uint8Array>)) {
          events.push(event.event ?? event.data);
        }
      }).rejects.toThrow();
      expect(events).not.toContain('message_stop');
      expect(events.some((data) => data.includes('"STOP"'))).toBe(false);
    }
  });

  it('drops a non-streaming request without any answer', async () => {
    mock.script({ failure: { cutAfterChunks: 0 } });
    await expect(
      postJson(`${mock.url}/v1/chat/completions`, openAIRequest('x'), openAIHeaders),
    ).rejects.toThrow();
  });
});

describe('a slow first token', () => {
  it('sends the headers at once and the first delta only after the delay', async () => {
    mock.script({ text: 'late', firstTokenDelayMs: 300 });
    const started = performance.now();
    const response = await openAI();
    const headersAfter = performance.now() - started;
    const body = response.body as ReadableStream<Uint8Array>;
    let firstContentAfter = 0;
    for await (const event of readServerSentEvents(body)) {
      if (event.data.includes('"content":"late"')) firstContentAfter = performance.now() - started;
    }
    expect(headersAfter).toBeLessThan(firstContentAfter);
    expect(firstContentAfter).toBeGreaterThanOrEqual(0.8 * 300);
  });
});
