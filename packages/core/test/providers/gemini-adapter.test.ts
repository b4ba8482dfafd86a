// The Gemini adapter against recorded alt=sse streams (CRLF line endings, cumulative usage, no [DONE]).
import { describe, expect, it } from 'vitest';
import { streamChat, type ChatRequest, type ProviderConnection } from '../../src/providers/index.ts';
import { collectEvents } from './helpers/collect-events.ts';
import { readFixture, replayFetch } from './helpers/replay-fetch.ts';

const connection: ProviderConnection = {
  style: 'gemini',
  endpoint: 'https://generativelanguage.googleapis.com/v1beta',
  apiKey: 'AIza-test',
};
const hello: ChatRequest = {
  model: 'gemini-2.5-flash',
  messages: [{ role: 'user', content: 'Was ist 2 + 2?' }],
  stream: true,
};

describe('Gemini stream translation', () => {
  it('reads thought parts as reasoning, text parts as text, and the last cumulative usage', async () => {
    const replay = replayFetch({ body: readFixture('gemini-thinking-stream.sse') });
    const events = await collectEvents(streamChat(connection, hello, { fetch: replay.fetch }));
    expect(events).toEqual([
      { type: 'reasoning-delta', text: '**Counting**\n\nThe user asks for 2 + 2.' },
      { type: 'text-delta', text: 'Hallo! 2 + 2 ' },
      { type: 'text-delta', text: 'ergibt 4. Schön 🌍' },
      { type: 'usage', inputTokens: 8, outputTokens: 131 },
      { type: 'end', finishReason: 'stop' },
    ]);
  });

  it('reads function calls as tool calls and finishes with tool-calls', async () => {
    const replay = replayFetch({ body: readFixture('gemini-function-call.sse') });
    const events = await collectEvents(streamChat(connection, hello, { fetch: replay.fetch }));
    expect(events).toEqual([
      { type: 'tool-call', toolCallId: 'call_0', toolName: 'get_weather', input: { city: 'Paris' } },
      { type: 'tool-call', toolCallId: 'call_1', toolName: 'get_time', input: {} },
      { type: 'usage', inputTokens: 40, outputTokens: 12 },
      { type: 'end', finishReason: 'tool-calls' },
    ]);
  });

  it('treats a stream that ends before any finish reason as interrupted', async () => {
    const whole = readFixture('gemini-thinking-stream.sse');
    const withoutLast = whole.slice(0, whole.lastIndexOf('data: '));
    const replay = replayFetch({ body: withoutLast });
    const events = await collectEvents(streamChat(connection, hello, { fetch: replay.fetch }));
    expect(events.slice(-2)).toEqual([
      { type: 'error', message: 'The connection was interrupted before the answer finished' },
      { type: 'end', finishReason: 'error' },
    ]);
  });

  it('turns a whole response into reasoning, one text delta, usage and end', async () => {
    const replay = replayFetch({
      body: readFixture('gemini-response.json'),
      contentType: 'application/json',
    });
    const events = await collectEvents(
      streamChat(connection, { ...hello, stream: false }, { fetch: replay.fetch }),
    );
    expect(events).toEqual([
      { type: 'reasoning-delta', text: 'Thinking briefly.' },
      { type: 'text-delta', text: 'Hallo! 2 + 2 ergibt 4.' },
      { type: 'usage', inputTokens: 8, outputTokens: 29 },
      { type: 'end', finishReason: 'stop' },
    ]);
    expect(replay.sent[0]?.url).toBe(
      'https://generativelanguage.googleapis.com/v1beta/models/gemini-2.5-flash:generateContent',
    );
  });

  it.each([
    [400, 'gemini-error-400-key.json', 'API key not valid. Please pass a valid API key.'],
    [429, 'gemini-error-429.json', /^You exceeded your current quota/],
  ])('turns a %i answer into an error event with the provider message', async (status, fixture, message) => {
    const replay = replayFetch({ status, body: readFixture(fixture), contentType: 'application/json' });
    const events = await collectEvents(streamChat(connection, hello, { fetch: replay.fetch }));
    expect(events).toEqual([
      {
        type: 'error',
        message: typeof message === 'string' ? message : (expect.stringMatching(message) as unknown),
        status,
      },
      { type: 'end', finishReason: 'error' },
    ]);
  });
});

describe('Gemini request', () => {
  it('posts to streamGenerateContent?alt=sse with the key in a header, roles, system instruction and config', async () => {
    const replay = replayFetch({ body: readFixture('gemini-thinking-stream.sse') });
    await collectEvents(
      streamChat(
        {
          ...connection,
          endpoint: 'https://proxy.example/v1beta/',
          headers: { 'x-team': 'blue' },
          bodyFields: { safetySettings: [] },
        },
        {
          model: 'models/gemini-2.5-pro',
          system: 'Antworte kurz.',
          messages: [
            {
              role: 'user',
              content: 'Was ist das?',
              attachments: [
                { kind: 'image', mimeType: 'image/webp', dataBase64: 'UklGRg==' },
                { kind: 'text', name: 'data.csv', text: 'a,b\n1,2' },
              ],
            },
            { role: 'assistant', content: 'Ein Bild.' },
            { role: 'user', content: 'Danke' },
          ],
          parameters: {
            temperature: 1.2,
            topP: 0.95,
            topK: 64,
            maxTokens: 2048,
            presencePenalty: 0.1,
            frequencyPenalty: 0.2,
            reasoningEffort: 'low',
            promptCaching: true,
          },
          stream: true,
        },
        { fetch: replay.fetch },
      ),
    );
    expect(replay.sent).toEqual([
      {
        url: 'https://proxy.example/v1beta/models/gemini-2.5-pro:streamGenerateContent?alt=sse',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-goog-api-key': 'AIza-test', 'x-team': 'blue' },
        body: {
          contents: [
            {
              role: 'user',
              parts: [
                { text: 'Was ist das?' },
                { inlineData: { mimeType: 'image/webp', data: 'UklGRg==' } },
                { text: 'data.csv\n```\na,b\n1,2\n```' },
              ],
            },
            { role: 'model', parts: [{ text: 'Ein Bild.' }] },
            { role: 'user', parts: [{ text: 'Danke' }] },
          ],
          systemInstruction: { parts: [{ text: 'Antworte kurz.' }] },
          generationConfig: {
            temperature: 1.2,
            topP: 0.95,
            topK: 64,
            maxOutputTokens: 2048,
            presencePenalty: 0.1,
            frequencyPenalty: 0.2,
            thinkingConfig: { thinkingBudget: 1024, includeThoughts: true },
          },
          safetySettings: [],
        },
      },
    ]);
  });

  it('sends no generationConfig when no parameter is set', async () => {
    const replay = replayFetch({ body: readFixture('gemini-thinking-stream.sse') });
    await collectEvents(streamChat(connection, hello, { fetch: replay.fetch }));
    expect(replay.sent[0]?.body).toEqual({
      contents: [{ role: 'user', parts: [{ text: 'Was ist 2 + 2?' }] }],
    });
  });
});
