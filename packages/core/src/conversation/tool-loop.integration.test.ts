// The tool loop over real HTTP: the real adapters of each style against the mock provider, which asks
// for two tools at once and then answers with the results it was sent.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockProvider, type MockProvider } from '@confab/test-kit';
import { activePath, buildMessageTree } from '../chat/index.ts';
import { messageSchema } from '../entities/index.ts';
import { streamChat, type ProviderConnection, type ProviderStyle } from '../providers/index.ts';
import type { AnswerSettings } from './answer-settings.ts';
import { ChatRunner } from './chat-runner.ts';
import { LiveAnswers } from './live-answers.ts';
import { createTestConversationStore } from './test-conversation-store.ts';
import type { ToolSource } from './tool-source.ts';

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

function connection(style: ProviderStyle): ProviderConnection {
  if (style === 'openai') return { style, endpoint: `${mock.url}/v1/chat/completions`, apiKey: 'sk-test' };
  if (style === 'anthropic') return { style, endpoint: `${mock.url}/v1/messages`, apiKey: 'sk-ant-test' };
  return { style, endpoint: `${mock.url}/v1beta`, apiKey: 'gemini-test' };
}

const tools: ToolSource = {
  list: () => [
    {
      name: 'get_weather',
      description: 'Weather for a city.',
      parameters: { type: 'object', properties: { city: { type: 'string' } } },
    },
    { name: 'get_time', description: 'The current time.' },
  ],
  call: (name, args) =>
    name === 'get_weather'
      ? Promise.resolve(`Sunny in ${String(args.city)}`)
      : Promise.reject(new Error('The clock service is down.')),
};

async function askWithTools(style: ProviderStyle, streaming: boolean, followUp?: string) {
  const storage = createTestConversationStore();
  let counter = 0;
  const runner = new ChatRunner({
    storage,
    live: new LiveAnswers(),
    streamChat,
    clock: { now: () => Date.now() },
    random: { uuid: () => `id-${String(++counter)}` },
    fetchText: () => Promise.reject(new Error('no project')),
    toolsFor: () => tools,
  });
  const settings: AnswerSettings = {
    modelID: 'mock-model',
    providerModelID: 'mock-model',
    connection: connection(style),
    parameters: {},
    streaming,
  };
  const run = await runner.send(null, { text: 'Weather and time in Oslo?', answers: [settings] });
  await run.finished;
  if (followUp !== undefined)
    await (
      await runner.send(run.chatID, { text: followUp, answers: [settings] })
    ).finished;
  const meta = await storage.chats.get(run.chatID);
  const messages = await storage.messages.listByChat(run.chatID);
  return activePath(buildMessageTree(messages), meta?.currentLeafUUID).at(-1);
}

const styles: ProviderStyle[] = ['openai', 'anthropic', 'gemini'];

describe.each(styles)('the tool loop against the %s mock', (style) => {
  it.each([true, false])(
    'runs both calls and answers with their results (streaming: %s)',
    async (streaming) => {
      mock.script({
        text: 'Let me check.',
        toolCalls: [
          { name: 'get_weather', input: { city: 'Oslo' } },
          { name: 'get_time', input: {} },
        ],
      });
      const answer = await askWithTools(style, streaming);

      expect(mock.requests).toHaveLength(2);
      expect(mock.requests[0]?.tools).toEqual(['get_weather', 'get_time']);
      expect(mock.requests[1]?.toolResults).toMatchObject([
        { name: 'get_weather', content: 'Sunny in Oslo' },
        {
          name: 'get_time',
          content: style === 'openai' ? 'Error: The clock service is down.' : 'The clock service is down.',
        },
      ]);
      if (style !== 'openai')
        expect(mock.requests[1]?.toolResults.map((result) => result.isError)).toEqual([false, true]);
      expect(answer?.content).toBe(
        'Let me check.\n\nMock reply to tool results: Sunny in Oslo | ' +
          (style === 'openai' ? 'Error: ' : '') +
          'The clock service is down.',
      );
      expect(answer?.toolCalls).toMatchObject([
        { name: 'get_weather', arguments: '{"city":"Oslo"}', result: 'Sunny in Oslo', step: 0 },
        { name: 'get_time', error: 'The clock service is down.', step: 0 },
      ]);
      expect(messageSchema.safeParse(answer).success).toBe(true);
    },
  );
});

describe.each(styles)('a %s chat that used tools', (style) => {
  it('runs two rounds, then replays them in a history the vendor accepts', async () => {
    mock.script(
      { text: 'First.', toolCalls: [{ name: 'get_weather', input: { city: 'Oslo' } }] },
      {
        text: 'Second.',
        toolCalls: [{ name: 'get_weather', input: { city: 'Rome' } }],
        match: { afterToolResults: true },
      },
    );
    const answer = await askWithTools(style, true, 'Thanks!');
    expect(mock.requests.map((request) => request.status)).toEqual([200, 200, 200, 200]);
    expect(answer?.content).toBe('Mock reply to: Thanks!');
    const replayed = mock.requests[3]?.body;
    expect(JSON.stringify(replayed)).toContain('Sunny in Rome');
    expect(mock.requests[3]?.toolResults).toEqual([]);
  });
});

describe('Gemini thinking with tools', () => {
  it('sends the thought signature of a signed call back with its result', async () => {
    mock.script({ reasoning: 'Look it up.', toolCalls: [{ name: 'get_weather', input: { city: 'Oslo' } }] });
    await askWithTools('gemini', true);
    const contents = (mock.requests[1]?.body as { contents: { role: string; parts: unknown[] }[] }).contents;
    expect(contents.at(-2)?.parts).toEqual([
      {
        functionCall: { id: 'call_0', name: 'get_weather', args: { city: 'Oslo' } },
        thoughtSignature: 'bW9jay10aG91Z2h0LXNpZ25hdHVyZQ==',
      },
    ]);
  });
});
