// What every style shares through one driver: aborts, cut streams, unreachable servers, odd answers.
import { describe, expect, it } from 'vitest';
import {
  streamChat,
  type ChatRequest,
  type ProviderConnection,
  type StreamEvent,
} from '../../src/providers/index.ts';
import { collectEvents } from './helpers/collect-events.ts';
import { readFixture, replayFetch, unreachableFetch } from './helpers/replay-fetch.ts';

const request: ChatRequest = { model: 'm', messages: [{ role: 'user', content: 'Hi' }], stream: true };
const connections: ProviderConnection[] = [
  { style: 'openai', endpoint: 'http://127.0.0.1:9/v1/chat/completions' },
  { style: 'anthropic', endpoint: 'http://127.0.0.1:9/v1/messages' },
  { style: 'gemini', endpoint: 'http://127.0.0.1:9/v1beta' },
];
const fixtureOf = {
  openai: 'openai-chat-stream.sse',
  anthropic: 'anthropic-thinking-stream.sse',
  gemini: 'gemini-thinking-stream.sse',
} as const;
const interrupted: StreamEvent[] = [
  { type: 'error', message: 'The connection was interrupted before the answer finished' },
  { type: 'end', finishReason: 'error' },
];

describe.each(connections)('$style calls', (connection) => {
  const fixture = readFixture(fixtureOf[connection.style]);
  const firstHalf = fixture.slice(0, Math.floor(fixture.length / 2));

  it('ends with an interruption error when the connection breaks mid-stream', async () => {
    const replay = replayFetch({ body: firstHalf, cut: true });
    const events = await collectEvents(streamChat(connection, request, { fetch: replay.fetch }));
    expect(events.slice(-2)).toEqual(interrupted);
  });

  it('ends with an interruption error when the stream closes without its terminator', async () => {
    const replay = replayFetch({ body: firstHalf });
    const events = await collectEvents(streamChat(connection, request, { fetch: replay.fetch }));
    expect(events.slice(-2)).toEqual(interrupted);
  });

  it('stops quietly on abort, keeping what arrived before', async () => {
    const replay = replayFetch({ body: firstHalf, hang: true });
    const controller = new AbortController();
    const events: StreamEvent[] = [];
    for await (const event of streamChat(connection, request, {
      fetch: replay.fetch,
      signal: controller.signal,
    })) {
      events.push(event);
      if (event.type === 'text-delta' || event.type === 'reasoning-delta') controller.abort();
    }
    expect(events).toHaveLength(2);
    expect(events.at(-1)).toEqual({ type: 'end', finishReason: 'other' });
  });

  it('yields nothing after an abort, even events decoded from the same network read', async () => {
    const replay = replayFetch({ body: fixture, onePiece: true, hang: true });
    const controller = new AbortController();
    const events: StreamEvent[] = [];
    for await (const event of streamChat(connection, request, {
      fetch: replay.fetch,
      signal: controller.signal,
    })) {
      events.push(event);
      controller.abort();
    }
    expect(events).toEqual([events[0], { type: 'end', finishReason: 'other' }]);
    expect(events[0]?.type).toMatch(/^(text|reasoning)-delta$/);
  });

  it('stops quietly when aborted before the answer arrives', async () => {
    const replay = replayFetch({ body: fixture });
    const events = await collectEvents(
      streamChat(connection, request, { fetch: replay.fetch, signal: AbortSignal.abort() }),
    );
    expect(events).toEqual([{ type: 'end', finishReason: 'other' }]);
  });

  it('names the server it could not reach', async () => {
    const events = await collectEvents(streamChat(connection, request, { fetch: unreachableFetch() }));
    expect(events).toEqual([
      { type: 'error', message: 'Could not reach http://127.0.0.1:9 (fetch failed).' },
      { type: 'end', finishReason: 'error' },
    ]);
  });

  it('does not show the markup of an HTML error page', async () => {
    const replay = replayFetch({
      status: 502,
      body: '<html><body>Bad Gateway</body></html>',
      contentType: 'text/html',
    });
    const events = await collectEvents(streamChat(connection, request, { fetch: replay.fetch }));
    expect(events).toEqual([
      { type: 'error', message: 'The provider answered 502.', status: 502 },
      { type: 'end', finishReason: 'error' },
    ]);
  });

  it('reports a whole answer that is not JSON', async () => {
    const replay = replayFetch({ body: 'OK', contentType: 'application/json' });
    const events = await collectEvents(
      streamChat(connection, { ...request, stream: false }, { fetch: replay.fetch }),
    );
    expect(events).toEqual([
      { type: 'error', message: 'The provider answered something other than JSON.', status: 200 },
      { type: 'end', finishReason: 'error' },
    ]);
  });
});

describe('shared behaviour', () => {
  it('reports an error document answered with 200 (OpenRouter)', async () => {
    const replay = replayFetch({
      body: JSON.stringify({ error: { message: 'No endpoints found for this model.', code: 404 } }),
      contentType: 'application/json',
    });
    const events = await collectEvents(
      streamChat(
        { style: 'openai', endpoint: 'https://openrouter.ai/api/v1/chat/completions' },
        { ...request, stream: false },
        { fetch: replay.fetch },
      ),
    );
    expect(events).toEqual([
      { type: 'error', message: 'No endpoints found for this model.', status: 404 },
      { type: 'end', finishReason: 'error' },
    ]);
  });

  it('answers a connection of an unknown style with an error event instead of throwing', async () => {
    const stored = JSON.parse('{"style":"cohere","endpoint":"https://example.com"}') as ProviderConnection;
    const events = await collectEvents(streamChat(stored, request));
    expect(events).toEqual([
      { type: 'error', message: 'This version of Confab does not know the provider style "cohere".' },
      { type: 'end', finishReason: 'error' },
    ]);
  });
});
