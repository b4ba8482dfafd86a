// The OpenAI-style adapter against recorded chat-completions streams (OpenAI, DeepSeek/vLLM-style
// reasoning_content, OpenRouter), through the public streamChat with an injected fetch.
import { describe, expect, it } from 'vitest';
import { streamChat, type ChatRequest, type ProviderConnection } from '../../src/providers/index.ts';
import { collectEvents } from './helpers/collect-events.ts';
import { readFixture, replayFetch } from './helpers/replay-fetch.ts';

const connection: ProviderConnection = {
  style: 'openai',
  endpoint: 'https://api.openai.com/v1/chat/completions',
  apiKey: 'sk-test',
};
const hello: ChatRequest = {
  model: 'gpt-4o-mini',
  messages: [{ role: 'user', content: 'Hi' }],
  stream: true,
};

describe('OpenAI-style stream translation', () => {
  it('reads content deltas, usage and [DONE] from an OpenAI stream split at awkward bytes', async () => {
    const replay = replayFetch({ body: readFixture('openai-chat-stream.sse') });
    const events = await collectEvents(streamChat(connection, hello, { fetch: replay.fetch }));
    expect(events).toEqual([
      { type: 'text-delta', text: 'Bonjour' },
      { type: 'text-delta', text: '!' },
      { type: 'text-delta', text: ' Ça' },
      { type: 'text-delta', text: ' va' },
      { type: 'text-delta', text: '? 👋🏽' },
      { type: 'text-delta', text: ' 你好' },
      { type: 'usage', inputTokens: 19, outputTokens: 8 },
      { type: 'end', finishReason: 'stop' },
    ]);
  });

  it('reads reasoning_content as reasoning deltas (OpenAI-compatible servers)', async () => {
    const replay = replayFetch({ body: readFixture('openai-compatible-reasoning.sse') });
    const events = await collectEvents(
      streamChat({ style: 'openai', endpoint: 'https://api.deepseek.com/chat/completions' }, hello, {
        fetch: replay.fetch,
      }),
    );
    expect(events).toEqual([
      { type: 'reasoning-delta', text: 'The user' },
      { type: 'reasoning-delta', text: ' greets me' },
      { type: 'reasoning-delta', text: '.' },
      { type: 'text-delta', text: 'Hello' },
      { type: 'text-delta', text: '!' },
      { type: 'text-delta', text: ' How can I help?' },
      { type: 'usage', inputTokens: 12, outputTokens: 21 },
      { type: 'end', finishReason: 'stop' },
    ]);
  });

  it('assembles tool-call fragments into tool-call events', async () => {
    const replay = replayFetch({ body: readFixture('openai-tool-calls.sse') });
    const events = await collectEvents(streamChat(connection, hello, { fetch: replay.fetch }));
    expect(events).toEqual([
      {
        type: 'tool-call',
        toolCallId: 'call_Wx7a',
        toolName: 'get_weather',
        input: { city: 'Paris' },
        inputText: '{"city":"Paris"}',
      },
      { type: 'tool-call', toolCallId: 'call_Yb8c', toolName: 'get_time', input: {}, inputText: '{}' },
      { type: 'usage', inputTokens: 80, outputTokens: 31 },
      { type: 'end', finishReason: 'tool-calls' },
    ]);
  });

  it('reads OpenRouter reasoning, skips its comments and reports its mid-stream error chunk', async () => {
    const replay = replayFetch({ body: readFixture('openrouter-mid-stream-error.sse') });
    const events = await collectEvents(
      streamChat({ style: 'openai', endpoint: 'https://openrouter.ai/api/v1/chat/completions' }, hello, {
        fetch: replay.fetch,
      }),
    );
    expect(events).toEqual([
      { type: 'reasoning-delta', text: 'Thinking about it' },
      { type: 'text-delta', text: 'Part of the answer' },
      { type: 'error', message: 'Provider returned error', status: 502 },
      { type: 'end', finishReason: 'error' },
    ]);
  });

  it('turns a whole completion into one text delta, usage and end', async () => {
    const replay = replayFetch({
      body: readFixture('openai-completion.json'),
      contentType: 'application/json',
    });
    const events = await collectEvents(
      streamChat(connection, { ...hello, stream: false }, { fetch: replay.fetch }),
    );
    expect(events).toEqual([
      { type: 'text-delta', text: 'Bonjour! Ça va? 👋🏽' },
      { type: 'usage', inputTokens: 19, outputTokens: 7 },
      { type: 'end', finishReason: 'stop' },
    ]);
    expect(replay.sent[0]?.body).toMatchObject({ stream: false });
    expect(replay.sent[0]?.body).not.toHaveProperty('stream_options');
  });

  it('reads a JSON answer whole when a server ignored stream: true', async () => {
    const replay = replayFetch({
      body: readFixture('openai-completion.json'),
      contentType: 'application/json',
    });
    const events = await collectEvents(streamChat(connection, hello, { fetch: replay.fetch }));
    expect(events.map((event) => event.type)).toEqual(['text-delta', 'usage', 'end']);
  });

  it.each([
    [401, 'openai-error-401.json', /^Incorrect API key provided/],
    [429, 'openai-error-429.json', /^Rate limit reached for gpt-4o-mini/],
  ])('turns a %i answer into an error event with the provider message', async (status, fixture, message) => {
    const replay = replayFetch({ status, body: readFixture(fixture), contentType: 'application/json' });
    const events = await collectEvents(streamChat(connection, hello, { fetch: replay.fetch }));
    expect(events).toEqual([
      { type: 'error', message: expect.stringMatching(message) as unknown, status },
      { type: 'end', finishReason: 'error' },
    ]);
  });
});

describe('OpenAI-style request', () => {
  it('sends the endpoint, bearer key, custom headers, system first, attachments, parameters and body fields', async () => {
    const replay = replayFetch({ body: readFixture('openai-chat-stream.sse') });
    await collectEvents(
      streamChat(
        {
          style: 'openai',
          endpoint: 'https://openrouter.ai/api/v1/chat/completions',
          apiKey: 'sk-or-1',
          headers: { 'HTTP-Referer': 'https://confab.example', 'X-Title': 'Confab' },
          bodyFields: { provider: { sort: 'price' }, temperature: 0.1 },
        },
        {
          model: 'meta-llama/llama-3.3-70b-instruct',
          system: 'Be brief.',
          messages: [
            {
              role: 'user',
              content: 'What is in these?',
              attachments: [
                { kind: 'image', mimeType: 'image/png', dataBase64: 'iVBORw0KGgo=' },
                { kind: 'text', name: 'notes.md', text: '# Notes\nbuy milk' },
              ],
            },
            { role: 'assistant', content: 'A picture and notes.' },
            { role: 'user', content: 'Thanks' },
          ],
          parameters: {
            temperature: 0.7,
            topP: 0.9,
            topK: 40,
            maxTokens: 256,
            presencePenalty: 0.5,
            frequencyPenalty: 0.25,
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
        url: 'https://openrouter.ai/api/v1/chat/completions',
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: 'Bearer sk-or-1',
          'http-referer': 'https://confab.example',
          'x-title': 'Confab',
        },
        body: {
          model: 'meta-llama/llama-3.3-70b-instruct',
          messages: [
            { role: 'system', content: 'Be brief.' },
            {
              role: 'user',
              content: [
                { type: 'text', text: 'What is in these?' },
                { type: 'image_url', image_url: { url: 'data:image/png;base64,iVBORw0KGgo=' } },
                { type: 'text', text: 'notes.md\n```\n# Notes\nbuy milk\n```' },
              ],
            },
            { role: 'assistant', content: 'A picture and notes.' },
            { role: 'user', content: 'Thanks' },
          ],
          stream: true,
          temperature: 0.1,
          top_p: 0.9,
          presence_penalty: 0.5,
          frequency_penalty: 0.25,
          top_k: 40,
          max_tokens: 256,
          reasoning_effort: 'low',
          stream_options: { include_usage: true },
          provider: { sort: 'price' },
        },
      },
    ]);
  });

  it('sends max_completion_tokens and reasoning_effort, and no sampling fields, to OpenAI reasoning models', async () => {
    const replay = replayFetch({ body: readFixture('openai-chat-stream.sse') });
    await collectEvents(
      streamChat(
        connection,
        {
          ...hello,
          model: 'o4-mini',
          parameters: { temperature: 0.7, topP: 0.5, topK: 40, maxTokens: 1000, reasoningEffort: 'high' },
        },
        { fetch: replay.fetch },
      ),
    );
    expect(replay.sent[0]?.body).toEqual({
      model: 'o4-mini',
      messages: [{ role: 'user', content: 'Hi' }],
      stream: true,
      max_completion_tokens: 1000,
      reasoning_effort: 'high',
      stream_options: { include_usage: true },
    });
  });

  it('leaves top_k and reasoning_effort out for OpenAI chat models and sends no key header without a key', async () => {
    const replay = replayFetch({ body: readFixture('openai-chat-stream.sse') });
    await collectEvents(
      streamChat(
        { style: 'openai', endpoint: 'https://api.openai.com/v1/chat/completions' },
        { ...hello, parameters: { topK: 40, maxTokens: 10, reasoningEffort: 'low' } },
        { fetch: replay.fetch },
      ),
    );
    expect(replay.sent[0]?.headers).toEqual({ 'content-type': 'application/json' });
    expect(replay.sent[0]?.body).toEqual({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'Hi' }],
      stream: true,
      max_tokens: 10,
      stream_options: { include_usage: true },
    });
  });
});
