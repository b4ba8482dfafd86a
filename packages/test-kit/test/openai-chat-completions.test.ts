import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockProvider, type MockProvider } from '../src/index.ts';
import { openAIHeaders, openAIRequest, payloads, postJson, readEvents } from './helpers.ts';

interface Chunk {
  object: string;
  model: string;
  choices: { index: number; delta: Record<string, unknown>; finish_reason: string | null }[];
  usage?: { prompt_tokens: number; completion_tokens: number; total_tokens: number } | null;
}

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

const endpoint = () => `${mock.url}/v1/chat/completions`;

describe('OpenAI chat completions', () => {
  it('answers a non-streaming request with a chat.completion echoing the last user text', async () => {
    const response = await postJson(endpoint(), openAIRequest('Hello there'), openAIHeaders);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const completion = (await response.json()) as Record<string, unknown>;
    expect(completion).toMatchObject({
      object: 'chat.completion',
      model: 'gpt-mock',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: 'Mock reply to: Hello there' },
          finish_reason: 'stop',
        },
      ],
      // "Hello there" is 2 words; "Mock reply to: Hello there" is 5.
      usage: { prompt_tokens: 2, completion_tokens: 5, total_tokens: 7 },
    });
    expect(completion.id).toMatch(/^chatcmpl-/);
    expect(typeof completion.created).toBe('number');
    expect(mock.requests[0]).toMatchObject({
      style: 'openai',
      model: 'gpt-mock',
      stream: false,
      status: 200,
    });
  });

  it('streams a role chunk, content deltas, a stop chunk, a usage chunk and [DONE]', async () => {
    mock.script({ text: 'One two three' });
    const response = await postJson(
      endpoint(),
      openAIRequest('Hi', { stream: true, stream_options: { include_usage: true } }),
      openAIHeaders,
    );
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const events = await readEvents(response);
    expect(events.at(-1)?.data).toBe('[DONE]');
    const chunks = payloads(events) as Chunk[];
    expect(chunks.every((chunk) => chunk.object === 'chat.completion.chunk')).toBe(true);
    expect(chunks[0]?.choices[0]?.delta).toMatchObject({ role: 'assistant', content: '' });
    const contents = chunks.slice(1, -2).map((chunk) => chunk.choices[0]?.delta.content);
    expect(contents).toEqual(['One ', 'two ', 'three']);
    expect(chunks.at(-2)?.choices[0]).toMatchObject({ delta: {}, finish_reason: 'stop' });
    expect(chunks.at(-1)).toMatchObject({
      choices: [],
      usage: { prompt_tokens: 1, completion_tokens: 3, total_tokens: 4 },
    });
    expect(chunks.slice(0, -1).every((chunk) => chunk.usage === null)).toBe(true);
  });

  it('sends no usage chunk unless the client asks for it', async () => {
    const events = await readEvents(
      await postJson(endpoint(), openAIRequest('Hi', { stream: true }), openAIHeaders),
    );
    const chunks = payloads(events) as Chunk[];
    expect(chunks.some((chunk) => chunk.choices.length === 0)).toBe(false);
    expect(chunks.some((chunk) => 'usage' in chunk)).toBe(false);
    expect(events.at(-1)?.data).toBe('[DONE]');
  });

  it('streams scripted reasoning as reasoning_content before the content', async () => {
    mock.script({ reasoning: 'Let me think', text: 'Answer', usage: { input: 10, output: 20 } });
    const chunks = payloads(
      await readEvents(
        await postJson(
          endpoint(),
          openAIRequest('Q', { stream: true, stream_options: { include_usage: true } }),
          openAIHeaders,
        ),
      ),
    ) as Chunk[];
    const deltas = chunks.flatMap((chunk) => chunk.choices.map((choice) => choice.delta));
    expect(
      deltas.filter((delta) => 'reasoning_content' in delta).map((delta) => delta.reasoning_content),
    ).toEqual(['Let ', 'me ', 'think']);
    const firstContent = deltas.findIndex((delta) => delta.content === 'Answer');
    const lastReasoning = deltas.findLastIndex((delta) => 'reasoning_content' in delta);
    expect(firstContent).toBeGreaterThan(lastReasoning);
    expect(chunks.at(-1)?.usage).toEqual({ prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 });
  });

  it('cuts deltas by characters when asked', async () => {
    mock.script({ text: 'abcdefg', chunkSize: 3, chunkUnit: 'character' });
    const chunks = payloads(
      await readEvents(await postJson(endpoint(), openAIRequest('x', { stream: true }), openAIHeaders)),
    ) as Chunk[];
    const contents = chunks.map((chunk) => chunk.choices[0]?.delta.content).filter((text) => text);
    expect(contents).toEqual(['abc', 'def', 'g']);
  });

  it('streams scripted tool calls and finishes with tool_calls', async () => {
    mock.script({ text: '', toolCalls: [{ name: 'get_weather', input: { city: 'Oslo' } }] });
    const chunks = payloads(
      await readEvents(
        await postJson(endpoint(), openAIRequest('Weather?', { stream: true }), openAIHeaders),
      ),
    ) as Chunk[];
    const toolDeltas = chunks.flatMap((chunk) => (chunk.choices[0]?.delta.tool_calls ?? []) as unknown[]);
    expect(toolDeltas).toEqual([
      { index: 0, id: 'call_mock_1', type: 'function', function: { name: 'get_weather', arguments: '' } },
      { index: 0, function: { arguments: '{"city":' } },
      { index: 0, function: { arguments: '"Oslo"}' } },
    ]);
    expect(chunks.at(-1)?.choices[0]?.finish_reason).toBe('tool_calls');
  });

  it('answers a non-streaming tool call with message.tool_calls', async () => {
    mock.script({ text: '', toolCalls: [{ id: 'call_1', name: 'search', input: { q: 'x' } }] });
    const completion = (await (
      await postJson(endpoint(), openAIRequest('Find'), openAIHeaders)
    ).json()) as Record<string, unknown>;
    expect(completion.choices).toEqual([
      {
        index: 0,
        message: {
          role: 'assistant',
          content: null,
          refusal: null,
          tool_calls: [
            { id: 'call_1', type: 'function', function: { name: 'search', arguments: '{"q":"x"}' } },
          ],
        },
        logprobs: null,
        finish_reason: 'tool_calls',
      },
    ]);
  });

  it('serves OpenAI-compatible base paths', async () => {
    const response = await postJson(`${mock.url}/openai-compatible/v1/chat/completions`, openAIRequest('Hi'));
    expect(response.status).toBe(200);
    expect(mock.requests[0]?.path).toBe('/openai-compatible/v1/chat/completions');
  });
});
