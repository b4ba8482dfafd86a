import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockProvider, type MockProvider } from '../src/index.ts';
import { anthropicHeaders, anthropicRequest, payloads, postJson, readEvents } from './helpers.ts';

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

const endpoint = () => `${mock.url}/v1/messages`;

describe('Anthropic messages', () => {
  it('answers a non-streaming request with a message object', async () => {
    const response = await postJson(endpoint(), anthropicRequest('Hello'), anthropicHeaders);
    expect(response.status).toBe(200);
    const message = (await response.json()) as Record<string, unknown>;
    expect(message).toMatchObject({
      type: 'message',
      role: 'assistant',
      model: 'claude-mock',
      content: [{ type: 'text', text: 'Mock reply to: Hello' }],
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: 1, output_tokens: 4 },
    });
    expect(message.id).toMatch(/^msg_/);
  });

  it('streams the named event sequence in order', async () => {
    mock.script({ text: 'Hi there' });
    const events = await readEvents(
      await postJson(endpoint(), anthropicRequest('Hello', { stream: true }), anthropicHeaders),
    );
    expect(events.map((event) => event.event)).toEqual([
      'message_start',
      'content_block_start',
      'ping',
      'content_block_delta',
      'content_block_delta',
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
    for (const event of events) expect(JSON.parse(event.data)).toHaveProperty('type', event.event);
    const data = payloads(events) as Record<string, unknown>[];
    expect(data[0]).toMatchObject({
      message: { role: 'assistant', content: [], stop_reason: null, usage: { input_tokens: 1 } },
    });
    expect(data[1]).toEqual({
      type: 'content_block_start',
      index: 0,
      content_block: { type: 'text', text: '' },
    });
    expect(data[3]).toEqual({
      type: 'content_block_delta',
      index: 0,
      delta: { type: 'text_delta', text: 'Hi ' },
    });
    expect(data[6]).toEqual({
      type: 'message_delta',
      delta: { stop_reason: 'end_turn', stop_sequence: null },
      usage: { output_tokens: 2 },
    });
  });

  it('streams scripted reasoning in its own thinking block before the text block', async () => {
    mock.script({ reasoning: 'Hmm', text: 'Yes' });
    const data = payloads(
      await readEvents(await postJson(endpoint(), anthropicRequest('Q', { stream: true }), anthropicHeaders)),
    ) as {
      type: string;
      index?: number;
      content_block?: { type: string };
      delta?: Record<string, unknown>;
    }[];
    const summary = data
      .filter((event) => event.type.startsWith('content_block'))
      .map(
        (event) =>
          `${event.type}:${String(event.index)}:${String(event.content_block?.type ?? event.delta?.type)}`,
      );
    expect(summary).toEqual([
      'content_block_start:0:thinking',
      'content_block_delta:0:thinking_delta',
      'content_block_delta:0:signature_delta',
      'content_block_stop:0:undefined',
      'content_block_start:1:text',
      'content_block_delta:1:text_delta',
      'content_block_stop:1:undefined',
    ]);
  });

  it('streams tool use blocks and stops with tool_use', async () => {
    mock.script({ text: '', toolCalls: [{ name: 'lookup', input: { id: 7 } }] });
    const data = payloads(
      await readEvents(await postJson(endpoint(), anthropicRequest('Q', { stream: true }), anthropicHeaders)),
    ) as Record<string, unknown>[];
    expect(data).toContainEqual({
      type: 'content_block_start',
      index: 0,
      content_block: { type: 'tool_use', id: 'toolu_mock_1', name: 'lookup', input: {} },
    });
    expect(data).toContainEqual({
      type: 'content_block_delta',
      index: 0,
      delta: { type: 'input_json_delta', partial_json: '{"id":7}' },
    });
    expect(data.find((event) => event.type === 'message_delta')).toMatchObject({
      delta: { stop_reason: 'tool_use' },
    });
  });

  it('refuses a request without anthropic-version, as the real API does', async () => {
    const response = await postJson(endpoint(), anthropicRequest('Q'), { 'x-api-key': 'k' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      type: 'error',
      error: { type: 'invalid_request_error', message: 'anthropic-version: header is required' },
    });
  });

  it('refuses a browser request without the direct-browser-access header', async () => {
    const withOrigin = { ...anthropicHeaders, origin: 'http://localhost:5173' };
    const refused = await postJson(endpoint(), anthropicRequest('Q'), withOrigin);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ type: 'error', error: { type: 'authentication_error' } });
    const allowed = await postJson(endpoint(), anthropicRequest('Q'), {
      ...withOrigin,
      'anthropic-dangerous-direct-browser-access': 'true',
    });
    expect(allowed.status).toBe(200);
  });
});
