// The Anthropic adapter against recorded Messages API event streams.
import { describe, expect, it } from 'vitest';
import { streamChat, type ChatRequest, type ProviderConnection } from '../../src/providers/index.ts';
import { collectEvents } from './helpers/collect-events.ts';
import { readFixture, replayFetch } from './helpers/replay-fetch.ts';

const connection: ProviderConnection = {
  style: 'anthropic',
  endpoint: 'https://api.anthropic.com/v1/messages',
  apiKey: 'sk-ant-test',
};
const hello: ChatRequest = {
  model: 'claude-sonnet-4-20250514',
  messages: [{ role: 'user', content: 'What is 2 + 2?' }],
  stream: true,
};

describe('Anthropic stream translation', () => {
  it('reads a thinking block then a text block, with usage from message_start and message_delta', async () => {
    const replay = replayFetch({ body: readFixture('anthropic-thinking-stream.sse') });
    const events = await collectEvents(streamChat(connection, hello, { fetch: replay.fetch }));
    expect(events).toEqual([
      { type: 'reasoning-delta', text: 'Let me count: ' },
      { type: 'reasoning-delta', text: '2 + 2 = 4.' },
      {
        type: 'reasoning-block',
        block: {
          kind: 'thinking',
          text: 'Let me count: 2 + 2 = 4.',
          signature: 'EqQBCgIYAhIM1gbcDa9GJwZA2b3hGgxBdjrkzLoky3dl1pkiMOYds',
        },
      },
      { type: 'text-delta', text: 'The answer is ' },
      { type: 'text-delta', text: '4 — façile 🧮' },
      { type: 'usage', inputTokens: 25, outputTokens: 42 },
      { type: 'end', finishReason: 'stop' },
    ]);
  });

  it('assembles input_json_delta fragments into a tool call and counts cached input', async () => {
    const replay = replayFetch({ body: readFixture('anthropic-tool-use.sse') });
    const events = await collectEvents(streamChat(connection, hello, { fetch: replay.fetch }));
    expect(events).toEqual([
      { type: 'text-delta', text: 'Checking the weather.' },
      {
        type: 'tool-call',
        toolCallId: 'toolu_01T1x1fJ34qAmk2tNTrN7Up6',
        toolName: 'get_weather',
        input: { location: 'San Francisco, CA' },
        inputText: '{"location": "San Francisco, CA"}',
      },
      { type: 'usage', inputTokens: 472, outputTokens: 89 },
      { type: 'end', finishReason: 'tool-calls' },
    ]);
  });

  it('reports an error event inside a 200 stream with the status its type stands for', async () => {
    const replay = replayFetch({ body: readFixture('anthropic-overloaded-stream.sse') });
    const events = await collectEvents(streamChat(connection, hello, { fetch: replay.fetch }));
    expect(events).toEqual([
      { type: 'text-delta', text: 'Sure, ' },
      { type: 'error', message: 'Overloaded', status: 529 },
      { type: 'end', finishReason: 'error' },
    ]);
  });

  it('turns a whole message into reasoning, one text delta, usage and end', async () => {
    const replay = replayFetch({
      body: readFixture('anthropic-message.json'),
      contentType: 'application/json',
    });
    const events = await collectEvents(
      streamChat(connection, { ...hello, stream: false }, { fetch: replay.fetch }),
    );
    expect(events).toEqual([
      { type: 'reasoning-delta', text: '2 + 2 = 4.' },
      { type: 'text-delta', text: 'The answer is 4.' },
      {
        type: 'reasoning-block',
        block: { kind: 'thinking', text: '2 + 2 = 4.', signature: 'EqQBCgIYAhIM' },
      },
      { type: 'usage', inputTokens: 25, outputTokens: 30 },
      { type: 'end', finishReason: 'stop' },
    ]);
  });

  it.each([
    [401, 'anthropic-error-401.json', 'invalid x-api-key'],
    [
      429,
      'anthropic-error-429.json',
      'This request would exceed the rate limit for your organization of 50 requests per minute.',
    ],
  ])('turns a %i answer into an error event with the provider message', async (status, fixture, message) => {
    const replay = replayFetch({ status, body: readFixture(fixture), contentType: 'application/json' });
    const events = await collectEvents(streamChat(connection, hello, { fetch: replay.fetch }));
    expect(events).toEqual([
      { type: 'error', message, status },
      { type: 'end', finishReason: 'error' },
    ]);
  });
});

describe('Anthropic request', () => {
  it('sends the version and browser-access headers, the key, and a default max_tokens', async () => {
    const replay = replayFetch({ body: readFixture('anthropic-thinking-stream.sse') });
    await collectEvents(streamChat(connection, hello, { fetch: replay.fetch }));
    expect(replay.sent).toEqual([
      {
        url: 'https://api.anthropic.com/v1/messages',
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-api-key': 'sk-ant-test',
          'anthropic-version': '2023-06-01',
          'anthropic-dangerous-direct-browser-access': 'true',
        },
        body: {
          model: 'claude-sonnet-4-20250514',
          max_tokens: 4096,
          messages: [{ role: 'user', content: 'What is 2 + 2?' }],
          stream: true,
        },
      },
    ]);
  });

  it('marks the system prompt and the last user message for caching, and sends images and files as blocks', async () => {
    const replay = replayFetch({ body: readFixture('anthropic-thinking-stream.sse') });
    await collectEvents(
      streamChat(
        { ...connection, headers: { 'anthropic-beta': 'context-1m-2025-08-07' }, bodyFields: { top_k: 5 } },
        {
          model: 'claude-sonnet-4-20250514',
          system: 'You are terse.',
          messages: [
            {
              role: 'user',
              content: 'Look',
              attachments: [{ kind: 'image', mimeType: 'image/jpeg', dataBase64: '/9j/4AAQ' }],
            },
            { role: 'assistant', content: 'A cat.' },
            {
              role: 'user',
              content: '',
              attachments: [{ kind: 'text', name: 'a.txt', text: 'hello' }],
            },
          ],
          parameters: {
            temperature: 0.3,
            topP: 0.8,
            maxTokens: 500,
            presencePenalty: 1,
            promptCaching: true,
          },
          stream: true,
        },
        { fetch: replay.fetch },
      ),
    );
    const sent = replay.sent[0];
    expect(sent?.headers['anthropic-beta']).toBe('context-1m-2025-08-07');
    expect(sent?.body).toEqual({
      model: 'claude-sonnet-4-20250514',
      max_tokens: 500,
      temperature: 0.3,
      top_p: 0.8,
      top_k: 5,
      system: [{ type: 'text', text: 'You are terse.', cache_control: { type: 'ephemeral' } }],
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'Look' },
            { type: 'image', source: { type: 'base64', media_type: 'image/jpeg', data: '/9j/4AAQ' } },
          ],
        },
        { role: 'assistant', content: 'A cat.' },
        {
          role: 'user',
          content: [{ type: 'text', text: 'a.txt\n```\nhello\n```', cache_control: { type: 'ephemeral' } }],
        },
      ],
      stream: true,
    });
  });

  it('enables thinking with the effort budget, raises max_tokens above it and drops sampling settings', async () => {
    const replay = replayFetch({ body: readFixture('anthropic-thinking-stream.sse') });
    await collectEvents(
      streamChat(
        connection,
        { ...hello, parameters: { reasoningEffort: 'medium', temperature: 0.5, topK: 3, maxTokens: 1000 } },
        { fetch: replay.fetch },
      ),
    );
    expect(replay.sent[0]?.body).toEqual({
      model: 'claude-sonnet-4-20250514',
      max_tokens: 5096,
      thinking: { type: 'enabled', budget_tokens: 4096 },
      messages: [{ role: 'user', content: 'What is 2 + 2?' }],
      stream: true,
    });
  });
});
