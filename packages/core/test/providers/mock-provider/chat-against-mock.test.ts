// Every style, streamed and whole, against the mock provider's real wire formats over loopback HTTP.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockProvider, type MockProvider } from '@confab/test-kit';
import { streamChat, type ChatRequest, type StreamEvent } from '../../../src/providers/index.ts';
import { collectEvents, joinedText } from '../helpers/collect-events.ts';
import { mockConnection, providerStyles } from './mock-connections.ts';

let mock: MockProvider;
beforeAll(async () => {
  mock = await startMockProvider({ port: 0, models: ['mock-model', 'mock-model-large'] });
});
afterAll(async () => {
  await mock.close();
});
beforeEach(() => {
  mock.reset();
});

const request = (stream: boolean): ChatRequest => ({
  model: 'mock-model',
  system: 'Be kind.',
  messages: [{ role: 'user', content: 'Say hello' }],
  stream,
});
const thoughtfulReply = {
  text: 'Hello there, how are you today?',
  reasoning: 'The user wants a greeting.',
  usage: { input: 11, output: 12 },
};

describe.each(providerStyles)('%s against the mock provider', (style) => {
  it('streams reasoning, text, usage and end', async () => {
    // Paced, so the deltas arrive apart: a burst read at once is handed on as one delta.
    mock.script({ ...thoughtfulReply, tokensPerSecond: 100 });
    const events = await collectEvents(streamChat(mockConnection(mock, style), request(true)));
    expect(joinedText(events, 'reasoning-delta')).toBe('The user wants a greeting.');
    expect(joinedText(events, 'text-delta')).toBe('Hello there, how are you today?');
    expect(events.filter((event) => event.type === 'text-delta').length).toBeGreaterThan(1);
    expect(events.slice(-2)).toEqual([
      { type: 'usage', inputTokens: 11, outputTokens: 12 },
      { type: 'end', finishReason: 'stop' },
    ]);
    expect(mock.requests[0]).toMatchObject({ style, stream: true, status: 200, aborted: false });
  });

  it('answers a non-streaming request with the same events, the text in one delta', async () => {
    mock.script(thoughtfulReply);
    const events = await collectEvents(streamChat(mockConnection(mock, style), request(false)));
    // Anthropic's signed thinking comes back as a block to replay with tool results; not part of this.
    expect(events.filter((event) => event.type !== 'reasoning-block')).toEqual<StreamEvent[]>([
      { type: 'reasoning-delta', text: 'The user wants a greeting.' },
      { type: 'text-delta', text: 'Hello there, how are you today?' },
      { type: 'usage', inputTokens: 11, outputTokens: 12 },
      { type: 'end', finishReason: 'stop' },
    ]);
    expect(mock.requests[0]).toMatchObject({ style, stream: false });
  });

  it('streams tool calls with their parsed input', async () => {
    mock.script({
      text: 'Let me look.',
      toolCalls: [{ id: 'call-1', name: 'get_weather', input: { city: 'Oslo' } }],
    });
    const events = await collectEvents(streamChat(mockConnection(mock, style), request(true)));
    const toolCalls = events.filter((event) => event.type === 'tool-call');
    expect(toolCalls).toMatchObject([
      {
        type: 'tool-call',
        toolCallId: expect.any(String) as unknown,
        toolName: 'get_weather',
        input: { city: 'Oslo' },
      },
    ]);
    expect(events.at(-1)).toEqual({ type: 'end', finishReason: 'tool-calls' });
  });

  it('waits out a slow first token', async () => {
    mock.script({ text: 'Finally here', firstTokenDelayMs: 150 });
    const started = Date.now();
    let firstDeltaAfterMs: number | undefined;
    const events: StreamEvent[] = [];
    for await (const event of streamChat(mockConnection(mock, style), request(true))) {
      if (event.type === 'text-delta') firstDeltaAfterMs ??= Date.now() - started;
      events.push(event);
    }
    expect(firstDeltaAfterMs).toBeGreaterThanOrEqual(140);
    expect(joinedText(events, 'text-delta')).toBe('Finally here');
    expect(events.at(-1)).toEqual({ type: 'end', finishReason: 'stop' });
  });
});

describe('what each style sends, as the mock received it', () => {
  it('sends the key where each vendor expects it and the system prompt in its own place', async () => {
    for (const style of providerStyles)
      await collectEvents(streamChat(mockConnection(mock, style), request(true)));
    const [openAI, anthropic, gemini] = mock.requests;
    expect(openAI?.headers.authorization).toBe('Bearer sk-good');
    expect(openAI?.body).toMatchObject({
      messages: [{ role: 'system', content: 'Be kind.' }, { role: 'user' }],
    });
    expect(anthropic?.headers['x-api-key']).toBe('sk-ant-good');
    expect(anthropic?.body).toMatchObject({ system: 'Be kind.', max_tokens: 4096 });
    expect(gemini?.headers['x-goog-api-key']).toBe('gemini-good');
    expect(gemini?.query).toEqual({ alt: 'sse' });
    expect(gemini?.body).toMatchObject({ systemInstruction: { parts: [{ text: 'Be kind.' }] } });
  });

  it('passes the browser check of the Anthropic API (a call with an Origin header)', async () => {
    const connection = { ...mockConnection(mock, 'anthropic'), headers: { origin: 'http://localhost:5173' } };
    const events = await collectEvents(streamChat(connection, request(true)));
    expect(mock.requests[0]?.headers.origin).toBe('http://localhost:5173');
    expect(events.at(-1)).toEqual({ type: 'end', finishReason: 'stop' });
  });
});
