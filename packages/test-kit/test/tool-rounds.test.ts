// A whole tool round in each style, spoken in raw wire JSON: the mock asks for a tool, the client
// sends the result back, and the mock records what came back and answers with it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockProvider, type MockProvider } from '../src/index.ts';
import { anthropicHeaders, geminiHeaders, openAIHeaders, postJson } from './helpers.ts';

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

const question = 'Weather in Oslo?';

/** Each style's follow-up request: the question, the call the model made, and its result. */
const followUps = {
  openai: {
    path: '/v1/chat/completions',
    headers: openAIHeaders,
    body: {
      model: 'gpt-mock',
      tools: [{ type: 'function', function: { name: 'get_weather', parameters: { type: 'object' } } }],
      messages: [
        { role: 'user', content: question },
        {
          role: 'assistant',
          content: null,
          tool_calls: [
            {
              id: 'call_1',
              type: 'function',
              function: { name: 'get_weather', arguments: '{"city":"Oslo"}' },
            },
          ],
        },
        { role: 'tool', tool_call_id: 'call_1', content: 'Sunny, 18 C' },
      ],
    },
  },
  anthropic: {
    path: '/v1/messages',
    headers: anthropicHeaders,
    body: {
      model: 'claude-mock',
      max_tokens: 100,
      tools: [{ name: 'get_weather', input_schema: { type: 'object' } }],
      messages: [
        { role: 'user', content: question },
        {
          role: 'assistant',
          content: [{ type: 'tool_use', id: 'call_1', name: 'get_weather', input: { city: 'Oslo' } }],
        },
        {
          role: 'user',
          content: [{ type: 'tool_result', tool_use_id: 'call_1', content: 'Sunny, 18 C', is_error: false }],
        },
      ],
    },
  },
  gemini: {
    path: '/v1beta/models/gemini-mock:generateContent',
    headers: geminiHeaders,
    body: {
      tools: [{ functionDeclarations: [{ name: 'get_weather' }] }],
      contents: [
        { role: 'user', parts: [{ text: question }] },
        {
          role: 'model',
          parts: [{ functionCall: { id: 'call_1', name: 'get_weather', args: { city: 'Oslo' } } }],
        },
        {
          role: 'user',
          parts: [
            { functionResponse: { id: 'call_1', name: 'get_weather', response: { output: 'Sunny, 18 C' } } },
          ],
        },
      ],
    },
  },
} as const;

async function replyText(response: Response): Promise<string> {
  const body = JSON.stringify(await response.json());
  return /Mock reply[^"]*|Scripted[^"]*/.exec(body)?.[0] ?? body;
}

describe.each(Object.keys(followUps) as (keyof typeof followUps)[])('a %s tool round', (style) => {
  const followUp = followUps[style];

  it('records the offered tools and the results sent back, and echoes them by default', async () => {
    const response = await postJson(`${mock.url}${followUp.path}`, followUp.body, followUp.headers);
    expect(await replyText(response)).toBe('Mock reply to tool results: Sunny, 18 C');
    expect(mock.requests[0]).toMatchObject({
      style,
      tools: ['get_weather'],
      toolResults: [{ callID: 'call_1', name: 'get_weather', content: 'Sunny, 18 C', isError: false }],
    });
  });

  it('keeps a script for the answer after the results with match.afterToolResults', async () => {
    mock.script({ text: 'Scripted answer', match: { afterToolResults: true } });
    const first = { ...followUp.body, [style === 'gemini' ? 'contents' : 'messages']: [] };
    await postJson(`${mock.url}${followUp.path}`, first, followUp.headers);
    expect(mock.requests[0]?.toolResults).toEqual([]);
    const response = await postJson(`${mock.url}${followUp.path}`, followUp.body, followUp.headers);
    expect(await replyText(response)).toBe('Scripted answer');
  });
});

describe('tool results in other shapes', () => {
  it('reads an Anthropic error result and a Gemini error response as errors', async () => {
    await postJson(
      `${mock.url}/v1/messages`,
      {
        ...followUps.anthropic.body,
        messages: [
          ...followUps.anthropic.body.messages.slice(0, 2),
          {
            role: 'user',
            content: [
              {
                type: 'tool_result',
                tool_use_id: 'call_1',
                content: [{ type: 'text', text: 'Down' }],
                is_error: true,
              },
            ],
          },
        ],
      },
      anthropicHeaders,
    );
    await postJson(
      `${mock.url}${followUps.gemini.path}`,
      {
        contents: [
          ...followUps.gemini.body.contents.slice(0, 2),
          {
            role: 'user',
            parts: [{ functionResponse: { name: 'get_weather', response: { error: 'Down' } } }],
          },
        ],
      },
      geminiHeaders,
    );
    expect(mock.requests.map((request) => request.toolResults)).toEqual([
      [{ callID: 'call_1', name: 'get_weather', content: 'Down', isError: true }],
      [{ name: 'get_weather', content: 'Down', isError: true }],
    ]);
  });

  it.each([
    [
      'openai',
      followUps.openai,
      { messages: followUps.openai.body.messages.slice(0, 2) },
      'did not have response messages: call_1',
    ],
    [
      'openai',
      followUps.openai,
      { messages: [followUps.openai.body.messages[0], followUps.openai.body.messages[2]] },
      "must be a response to a preceeding message with 'tool_calls'",
    ],
    [
      'anthropic',
      followUps.anthropic,
      { messages: [...followUps.anthropic.body.messages.slice(0, 2), { role: 'user', content: 'Hm?' }] },
      'without `tool_result` blocks immediately after: call_1',
    ],
    [
      'anthropic',
      followUps.anthropic,
      { messages: [followUps.anthropic.body.messages[0], followUps.anthropic.body.messages[2]] },
      'must have a corresponding `tool_use` block',
    ],
    [
      'gemini',
      followUps.gemini,
      { contents: followUps.gemini.body.contents.slice(0, 2) },
      'number of function response parts',
    ],
    [
      'gemini',
      followUps.gemini,
      { contents: [followUps.gemini.body.contents[0], followUps.gemini.body.contents[2]] },
      'number of function response parts',
    ],
  ])(
    'refuses a %s history whose calls and results do not pair up, as the vendor does',
    async (_style, followUp, change, message) => {
      const response = await postJson(
        `${mock.url}${followUp.path}`,
        { ...followUp.body, ...change },
        followUp.headers,
      );
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(JSON.stringify(message).slice(1, -1));
    },
  );

  it('refuses a non-boolean afterToolResults over the control endpoint', async () => {
    const response = await postJson(`${mock.url}/__mock/script`, { match: { afterToolResults: 'yes' } });
    expect(response.status).toBe(400);
  });
});
