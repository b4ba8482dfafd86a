// Failures as the mock provider really sends them: HTTP errors in each vendor's shape, a connection
// cut mid-stream, and the Stop button.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockProvider, type MockProvider } from '@confab/test-kit';
import {
  streamChat,
  type ChatRequest,
  type ProviderStyle,
  type StreamEvent,
} from '../../../src/providers/index.ts';
import { collectEvents } from '../helpers/collect-events.ts';
import { mockConnection, providerStyles } from './mock-connections.ts';

let mock: MockProvider;
beforeAll(async () => {
  mock = await startMockProvider({ port: 0 });
});
afterAll(async () => {
  await mock.close();
});
beforeEach(() => {
  mock.reset();
});

const request: ChatRequest = {
  model: 'mock-model',
  messages: [{ role: 'user', content: 'Hi' }],
  stream: true,
};

// Google answers a bad key with 400, as the mock does.
const expectedFailures: Record<
  ProviderStyle,
  Record<401 | 429 | 500, { status: number; message: RegExp }>
> = {
  openai: {
    401: { status: 401, message: /^Incorrect API key provided/ },
    429: { status: 429, message: /^Rate limit reached for requests/ },
    500: { status: 500, message: /^The server had an error/ },
  },
  anthropic: {
    401: { status: 401, message: /^invalid x-api-key$/ },
    429: { status: 429, message: /^Number of requests has exceeded your rate limit/ },
    500: { status: 500, message: /^Internal server error$/ },
  },
  gemini: {
    401: { status: 400, message: /^API key not valid/ },
    429: { status: 429, message: /^You exceeded your current quota/ },
    500: { status: 500, message: /^An internal error has occurred/ },
  },
};

describe.each(providerStyles)('%s failures against the mock provider', (style) => {
  it.each([401, 429, 500] as const)(
    'turns a scripted %i into an error event with its status',
    async (status) => {
      mock.script({ failure: { status } });
      const events = await collectEvents(streamChat(mockConnection(mock, style), request));
      const expected = expectedFailures[style][status];
      expect(events).toEqual([
        {
          type: 'error',
          message: expect.stringMatching(expected.message) as unknown,
          status: expected.status,
        },
        { type: 'end', finishReason: 'error' },
      ]);
    },
  );

  it('reports a stream cut mid-way as interrupted, after the text that arrived', async () => {
    mock.script({ text: 'one two three four five six', failure: { cutAfterChunks: 2 } });
    const events = await collectEvents(streamChat(mockConnection(mock, style), request));
    // One delta or two, as the chunks happen to arrive together or apart.
    expect(
      events
        .filter((event) => event.type === 'text-delta')
        .map((event) => event.text)
        .join(''),
    ).toBe('one two ');
    expect(events.filter((event) => event.type !== 'text-delta')).toEqual([
      { type: 'error', message: 'The connection was interrupted before the answer finished' },
      { type: 'end', finishReason: 'error' },
    ]);
    expect(events.at(-3)?.type).toBe('text-delta');
    expect(mock.requests[0]?.cut).toBe(true);
  });

  it('stops on abort mid-stream and closes the connection', async () => {
    mock.script({ text: 'one two three four five six seven eight nine ten', tokensPerSecond: 20 });
    const controller = new AbortController();
    const events: StreamEvent[] = [];
    for await (const event of streamChat(mockConnection(mock, style), request, {
      signal: controller.signal,
    })) {
      events.push(event);
      if (event.type === 'text-delta') controller.abort();
    }
    expect(events).toEqual([
      { type: 'text-delta', text: 'one ' },
      { type: 'end', finishReason: 'other' },
    ]);
    await mock.waitFor((requests) => requests[0]?.aborted === true);
  });

  it('stops on abort during a slow first token', async () => {
    mock.script({ text: 'late', firstTokenDelayMs: 5000 });
    const controller = new AbortController();
    setTimeout(() => {
      controller.abort();
    }, 50);
    const events = await collectEvents(
      streamChat(mockConnection(mock, style), request, { signal: controller.signal }),
    );
    expect(events).toEqual([{ type: 'end', finishReason: 'other' }]);
    await mock.waitFor((requests) => requests[0]?.aborted === true);
  });
});

describe('keys refused by the provider', () => {
  it('reports a wrong key with the status and message of each vendor', async () => {
    const guarded = await startMockProvider({ port: 0, validKeys: ['the-right-key'] });
    try {
      const statuses: (number | undefined)[] = [];
      for (const style of providerStyles) {
        const events = await collectEvents(streamChat(mockConnection(guarded, style), request));
        const error = events.find((event) => event.type === 'error');
        statuses.push(error?.status);
        expect(events.at(-1)).toEqual({ type: 'end', finishReason: 'error' });
      }
      expect(statuses).toEqual([401, 401, 400]);
    } finally {
      await guarded.close();
    }
  });
});
