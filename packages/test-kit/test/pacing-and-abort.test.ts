import { readServerSentEvents } from '@confab/core/providers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockProvider, type MockProvider } from '../src/index.ts';
import { anthropicHeaders, anthropicRequest, openAIHeaders, openAIRequest, postJson } from './helpers.ts';

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

const twentyWords = Array.from({ length: 20 }, (_, index) => `w${index}`).join(' ');

describe('tokensPerSecond', () => {
  it('spreads the deltas over output tokens / tokensPerSecond, in order', async () => {
    // 20 tokens at 100 tokens/s: about 200 ms.
    mock.script({ text: twentyWords, tokensPerSecond: 100 });
    const started = performance.now();
    const response = await postJson(
      `${mock.url}/v1/chat/completions`,
      openAIRequest('x', { stream: true }),
      openAIHeaders,
    );
    const arrivals: { text: string; at: number }[] = [];
    for await (const event of readServerSentEvents(response.body as ReadableStream<Uint8Array>)) {
      if (event.data === '[DONE]') continue;
      const content = (JSON.parse(event.data) as { choices: { delta: { content?: string } }[] }).choices[0]
        ?.delta.content;
      if (content) arrivals.push({ text: content, at: performance.now() - started });
    }
    expect(arrivals.map((arrival) => arrival.text).join('')).toBe(twentyWords);
    expect(arrivals).toHaveLength(20);
    expect(arrivals.at(-1)?.at).toBeGreaterThanOrEqual(0.8 * 200);
    // Paced, not bursted: the first delta comes well before the last.
    expect((arrivals.at(-1)?.at ?? 0) - (arrivals[0]?.at ?? 0)).toBeGreaterThanOrEqual(0.8 * 190);
  });

  it('makes a non-streaming reply take as long as its stream would', async () => {
    mock.script({ text: twentyWords, tokensPerSecond: 100 });
    const started = performance.now();
    const response = await postJson(`${mock.url}/v1/chat/completions`, openAIRequest('x'), openAIHeaders);
    await response.json();
    expect(performance.now() - started).toBeGreaterThanOrEqual(0.8 * 200);
  });
});

describe('a client that stops reading', () => {
  it('is recorded as aborted and the mock stops writing', async () => {
    mock.script({ text: twentyWords, tokensPerSecond: 40 });
    const controller = new AbortController();
    const response = await postJson(
      `${mock.url}/v1/messages`,
      anthropicRequest('x', { stream: true }),
      anthropicHeaders,
      { signal: controller.signal },
    );
    const seen: string[] = [];
    await expect(async () => {
      for await (const event of readServerSentEvents(response.body as ReadableStream<Uint8Array>, {
        signal: controller.signal,
      })) {
        seen.push(event.event ?? '');
        if (event.event === 'content_block_delta') controller.abort();
      }
    }).rejects.toThrow();
    await mock.waitFor((requests) => requests[0]?.aborted === true);
    expect(mock.requests[0]).toMatchObject({ aborted: true, cut: false });
    expect(seen).not.toContain('message_stop');
  });

  it('records a finished request as not aborted', async () => {
    const response = await postJson(
      `${mock.url}/v1/chat/completions`,
      openAIRequest('x', { stream: true }),
      openAIHeaders,
    );
    await response.text();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mock.requests[0]).toMatchObject({ aborted: false, cut: false, status: 200 });
  });
});
