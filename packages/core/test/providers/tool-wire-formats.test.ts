// Tools on the wire, per style: the request that offers tools and sends back earlier calls with their
// results (compared with the request bodies written from each vendor's documentation), and the
// streamed calls read back, ready to be sent again.
import { describe, expect, it } from 'vitest';
import {
  streamChat,
  type ChatRequest,
  type ProviderConnection,
  type ProviderMessage,
  type ToolCallEvent,
  type ToolDefinition,
} from '../../src/providers/index.ts';
import { collectEvents } from './helpers/collect-events.ts';
import { readFixture, replayFetch } from './helpers/replay-fetch.ts';

const tools: ToolDefinition[] = [
  {
    name: 'get_weather',
    description: 'Current weather for a city.',
    parameters: {
      type: 'object',
      properties: { city: { type: 'string' } },
      required: ['city'],
      additionalProperties: false,
    },
  },
  // No schema at all: every vendor still gets an object schema.
  { name: 'get_time' },
];

function afterToolsRequest(model: string, ids: [string, string], signature?: string): ChatRequest {
  const weatherCall = { id: ids[0], name: 'get_weather', arguments: '{"city":"Paris"}' };
  const messages: ProviderMessage[] = [
    { role: 'user', content: 'Weather and time in Paris?' },
    {
      role: 'assistant',
      content: '',
      toolCalls: [
        signature === undefined ? weatherCall : { ...weatherCall, signature },
        { id: ids[1], name: 'get_time', arguments: '{}' },
      ],
    },
    {
      role: 'tool',
      content: '',
      toolResults: [
        { callID: ids[0], name: 'get_weather', content: '{"temperature":18,"sky":"clear"}' },
        { callID: ids[1], name: 'get_time', content: 'The clock service is down.', isError: true },
      ],
    },
  ];
  return { model, system: 'Use the tools.', messages, tools, stream: true };
}

const fixtureBody = (name: string): unknown => JSON.parse(readFixture(name)) as unknown;
const toolCalls = (events: readonly { type: string }[]) =>
  events.filter((event): event is ToolCallEvent => event.type === 'tool-call');

describe('OpenAI-style tools', () => {
  const connection: ProviderConnection = {
    style: 'openai',
    endpoint: 'https://api.openai.com/v1/chat/completions',
    apiKey: 'sk-test',
  };

  it('offers tools as functions and sends calls as tool_calls and results as tool messages', async () => {
    const replay = replayFetch({ body: readFixture('openai-chat-stream.sse') });
    await collectEvents(
      streamChat(connection, afterToolsRequest('gpt-4o-mini', ['call_Wx7a', 'call_Yb8c']), {
        fetch: replay.fetch,
      }),
    );
    expect(replay.sent[0]?.body).toEqual(fixtureBody('openai-tool-request.json'));
  });

  it('reads parallel calls streamed by index with argument fragments, in the order of their index', async () => {
    const replay = replayFetch({ body: readFixture('openai-tool-calls.sse') });
    const events = await collectEvents(
      streamChat(connection, afterToolsRequest('gpt-4o-mini', ['a', 'b']), replay),
    );
    expect(toolCalls(events).map((call) => [call.toolCallId, call.toolName, call.inputText])).toEqual([
      ['call_Wx7a', 'get_weather', '{"city":"Paris"}'],
      ['call_Yb8c', 'get_time', '{}'],
    ]);
    expect(events.at(-1)).toEqual({ type: 'end', finishReason: 'tool-calls' });
  });
});

describe('Anthropic-style tools', () => {
  const connection: ProviderConnection = {
    style: 'anthropic',
    endpoint: 'https://api.anthropic.com/v1/messages',
    apiKey: 'sk-ant-test',
  };

  it('offers tools with input_schema and sends tool_use and tool_result blocks', async () => {
    const replay = replayFetch({ body: readFixture('anthropic-tool-use.sse') });
    await collectEvents(
      streamChat(connection, afterToolsRequest('claude-sonnet-4-20250514', ['toolu_01A', 'toolu_01B']), {
        fetch: replay.fetch,
      }),
    );
    expect(replay.sent[0]?.body).toEqual(fixtureBody('anthropic-tool-request.json'));
  });

  it('puts the prompt-caching breakpoint on the tool results, the last user turn', async () => {
    const replay = replayFetch({ body: readFixture('anthropic-tool-use.sse') });
    const request = afterToolsRequest('claude-sonnet-4-20250514', ['toolu_01A', 'toolu_01B']);
    await collectEvents(
      streamChat(connection, { ...request, parameters: { promptCaching: true } }, { fetch: replay.fetch }),
    );
    const body = replay.sent[0]?.body as { messages: { content: string | { cache_control?: unknown }[] }[] };
    const last = body.messages.at(-1)?.content;
    expect(Array.isArray(last) ? last.at(-1)?.cache_control : undefined).toEqual({ type: 'ephemeral' });
    expect(body.messages[0]?.content).toBe('Weather and time in Paris?');
  });

  it('starts a tool-calling turn with its signed and redacted thinking when sent back', async () => {
    const replay = replayFetch({ body: readFixture('anthropic-tool-use.sse') });
    const request = afterToolsRequest('claude-sonnet-4-20250514', ['toolu_01A', 'toolu_01B']);
    const [question, callTurn, resultTurn] = request.messages;
    if (!question || !callTurn || !resultTurn) throw new Error('the request has three turns');
    const withThinking: ProviderMessage = {
      ...callTurn,
      reasoningBlocks: [
        { kind: 'thinking', text: 'Two lookups.', signature: 'sig-1' },
        { kind: 'redacted', data: 'EmwKAhgB' },
      ],
    };
    await collectEvents(
      streamChat(connection, { ...request, messages: [question, withThinking, resultTurn] }, replay),
    );
    const body = replay.sent[0]?.body as { messages: { content: { type: string }[] }[] };
    expect(body.messages[1]?.content).toEqual([
      { type: 'thinking', thinking: 'Two lookups.', signature: 'sig-1' },
      { type: 'redacted_thinking', data: 'EmwKAhgB' },
      { type: 'tool_use', id: 'toolu_01A', name: 'get_weather', input: { city: 'Paris' } },
      { type: 'tool_use', id: 'toolu_01B', name: 'get_time', input: {} },
    ]);
  });

  it('reads signed and redacted thinking as reasoning blocks to send back', async () => {
    const frames: [string, unknown][] = [
      ['message_start', { type: 'message_start', message: { usage: { input_tokens: 9, output_tokens: 1 } } }],
      [
        'content_block_start',
        {
          type: 'content_block_start',
          index: 0,
          content_block: { type: 'thinking', thinking: '', signature: '' },
        },
      ],
      [
        'content_block_delta',
        { type: 'content_block_delta', index: 0, delta: { type: 'thinking_delta', thinking: 'Look up.' } },
      ],
      [
        'content_block_delta',
        { type: 'content_block_delta', index: 0, delta: { type: 'signature_delta', signature: 'sig-9' } },
      ],
      ['content_block_stop', { type: 'content_block_stop', index: 0 }],
      [
        'content_block_start',
        {
          type: 'content_block_start',
          index: 1,
          content_block: { type: 'redacted_thinking', data: 'EmwKAhgB' },
        },
      ],
      ['content_block_stop', { type: 'content_block_stop', index: 1 }],
      [
        'message_delta',
        { type: 'message_delta', delta: { stop_reason: 'end_turn' }, usage: { output_tokens: 5 } },
      ],
      ['message_stop', { type: 'message_stop' }],
    ];
    const sse = frames.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');
    const events = await collectEvents(
      streamChat(connection, afterToolsRequest('claude', ['a', 'b']), replayFetch({ body: sse })),
    );
    expect(events.filter((event) => event.type === 'reasoning-block')).toEqual([
      { type: 'reasoning-block', block: { kind: 'thinking', text: 'Look up.', signature: 'sig-9' } },
      { type: 'reasoning-block', block: { kind: 'redacted', data: 'EmwKAhgB' } },
    ]);
  });

  it('reads a tool_use block assembled from input_json_delta fragments', async () => {
    const replay = replayFetch({ body: readFixture('anthropic-tool-use.sse') });
    const events = await collectEvents(
      streamChat(connection, afterToolsRequest('claude', ['a', 'b']), replay),
    );
    expect(toolCalls(events)).toEqual([
      {
        type: 'tool-call',
        toolCallId: 'toolu_01T1x1fJ34qAmk2tNTrN7Up6',
        toolName: 'get_weather',
        input: { location: 'San Francisco, CA' },
        inputText: '{"location": "San Francisco, CA"}',
      },
    ]);
  });
});

describe('Gemini-style tools', () => {
  const connection: ProviderConnection = {
    style: 'gemini',
    endpoint: 'https://generativelanguage.googleapis.com/v1beta',
    apiKey: 'gemini-test',
  };

  it('offers functionDeclarations and sends functionCall parts (with their signature) and functionResponse parts', async () => {
    const replay = replayFetch({ body: readFixture('gemini-function-call.sse') });
    await collectEvents(
      streamChat(
        connection,
        afterToolsRequest('gemini-2.5-flash', ['call_0', 'call_1'], 'CiQBVKhc7gpQX1mWCw=='),
        {
          fetch: replay.fetch,
        },
      ),
    );
    expect(replay.sent[0]?.body).toEqual(fixtureBody('gemini-tool-request.json'));
  });

  it('reads whole functionCall parts and keeps the thought signature a Gemini 3 model wants back', async () => {
    const replay = replayFetch({ body: readFixture('gemini-function-call-signature.sse') });
    const events = await collectEvents(
      streamChat(connection, afterToolsRequest('gemini-3-pro-preview', ['a', 'b']), replay),
    );
    expect(toolCalls(events)).toEqual([
      {
        type: 'tool-call',
        toolCallId: 'call_0',
        toolName: 'get_weather',
        input: { city: 'Paris' },
        signature: 'CiQBVKhc7gpQX1mWCw==',
      },
      { type: 'tool-call', toolCallId: 'call_1', toolName: 'get_time', input: {} },
    ]);
    expect(events.at(-1)).toEqual({ type: 'end', finishReason: 'tool-calls' });
  });
});
