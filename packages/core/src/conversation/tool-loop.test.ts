import { describe, expect, it } from 'vitest';
import { activePath, buildMessageTree } from '../chat/index.ts';
import { messageSchema, toolCallLimits, type Message } from '../entities/index.ts';
import type { ChatRequest, StreamEvent } from '../providers/index.ts';
import type { AnswerSettings } from './answer-settings.ts';
import { ChatRunner } from './chat-runner.ts';
import { LiveAnswers } from './live-answers.ts';
import { toolStoppedMessage } from './run-tool-calls.ts';
import { createTestConversationStore } from './test-conversation-store.ts';
import { maxToolSteps, tooManyToolCallsMessage, toolStepLimitMessage } from './tool-loop.ts';
import type { ToolSource } from './tool-source.ts';

const settings: AnswerSettings = {
  modelID: 'm1',
  providerModelID: 'm1',
  connection: { style: 'openai', endpoint: 'http://127.0.0.1:1/v1/chat/completions' },
  parameters: {},
  streaming: true,
};

type Step = (request: ChatRequest) => StreamEvent[];

function call(id: string, name: string, inputText: string): StreamEvent {
  return { type: 'tool-call', toolCallId: id, toolName: name, input: {}, inputText };
}
const askFor = (...calls: StreamEvent[]): StreamEvent[] => [
  { type: 'text-delta', text: 'Checking. ' },
  ...calls,
  { type: 'usage', inputTokens: 5, outputTokens: 2 },
  { type: 'end', finishReason: 'tool-calls' },
];
const answer = (text: string): StreamEvent[] => [
  { type: 'text-delta', text },
  { type: 'usage', inputTokens: 7, outputTokens: 3 },
  { type: 'end', finishReason: 'stop' },
];

/** A provider that plays one scripted step per call (the last one repeats) and records each request. */
function setup(steps: Step[], tools: ToolSource | undefined) {
  const requests: ChatRequest[] = [];
  const storage = createTestConversationStore();
  let counter = 0;
  let time = 1_000;
  const runner = new ChatRunner({
    storage,
    live: new LiveAnswers(),
    streamChat: async function* (_connection, request) {
      requests.push(structuredClone(request));
      await Promise.resolve();
      const step = steps[Math.min(requests.length - 1, steps.length - 1)];
      yield* step ? step(request) : answer('done');
    },
    clock: { now: () => (time += 5) },
    random: { uuid: () => `id-${String(++counter)}` },
    fetchText: () => Promise.reject(new Error('no project in these chats')),
    toolsFor: () => tools,
  });
  const assistant = async (chatID: string): Promise<Message | undefined> => {
    const meta = await storage.chats.get(chatID);
    const path = activePath(
      buildMessageTree(await storage.messages.listByChat(chatID)),
      meta?.currentLeafUUID,
    );
    return path.at(-1);
  };
  return { runner, requests, assistant };
}

function source(
  tools: Record<string, (args: Record<string, unknown>, signal: AbortSignal) => Promise<unknown>>,
) {
  const implementations = new Map(Object.entries(tools));
  return {
    // outputType is how the app shows a result; it must never reach the model's tool definitions.
    list: () =>
      [...implementations.keys()].map((name) => ({
        name,
        description: `The ${name} tool.`,
        outputType: 'respond_to_ai' as const,
      })),
    call: (name: string, args: Record<string, unknown>, signal: AbortSignal) => {
      const implementation = implementations.get(name);
      return implementation ? implementation(args, signal) : Promise.reject(new Error('missing'));
    },
  } satisfies ToolSource;
}

describe('the tool loop', () => {
  it('runs parallel calls together, sends the results back and stores calls, results and the answer', async () => {
    const started: string[] = [];
    const release: (() => void)[] = [];
    const slow = (name: string) => (args: Record<string, unknown>) => {
      started.push(name);
      // Each call waits until both have started: run one after the other, this would never settle.
      return new Promise<unknown>((resolve) => {
        release.push(() => {
          resolve({ name, args });
        });
        if (release.length === 2) for (const go of release) go();
      });
    };
    const { runner, requests, assistant } = setup(
      [
        () => askFor(call('c1', 'weather', '{"city":"Oslo"}'), call('c2', 'time', '')),
        () => answer('Sunny at noon.'),
      ],
      source({ weather: slow('weather'), time: slow('time') }),
    );
    const run = await runner.send(null, { text: 'Weather?', answers: [settings] });
    await run.finished;

    expect(started).toEqual(['weather', 'time']);
    expect(requests).toHaveLength(2);
    expect(requests[0]?.tools).toEqual([
      { name: 'weather', description: 'The weather tool.' },
      { name: 'time', description: 'The time tool.' },
    ]);
    expect(requests[1]?.messages.slice(-2)).toEqual([
      {
        role: 'assistant',
        content: '',
        toolCalls: [
          { id: 'c1', name: 'weather', arguments: '{"city":"Oslo"}' },
          { id: 'c2', name: 'time', arguments: '{}' },
        ],
      },
      {
        role: 'tool',
        content: '',
        toolResults: [
          { callID: 'c1', name: 'weather', content: '{"name":"weather","args":{"city":"Oslo"}}' },
          { callID: 'c2', name: 'time', content: '{"name":"time","args":{}}' },
        ],
      },
    ]);
    const stored = await assistant(run.chatID);
    expect(stored?.content).toBe('Checking. \n\nSunny at noon.');
    expect(stored?.usage).toEqual({ inputTokens: 12, outputTokens: 5 });
    expect(stored?.toolCalls).toMatchObject([
      { id: 'c1', name: 'weather', result: '{"name":"weather","args":{"city":"Oslo"}}', step: 0 },
      { id: 'c2', name: 'time', result: '{"name":"time","args":{}}', step: 0 },
    ]);
    expect(stored?.toolCalls?.[0]?.durationMs).toBeGreaterThanOrEqual(0);
    expect(messageSchema.safeParse(stored).success).toBe(true);
  });

  it('answers a throwing tool, broken arguments and an unknown tool with tool errors, then continues', async () => {
    const { runner, requests, assistant } = setup(
      [
        () =>
          askFor(
            call('c1', 'explode', '{}'),
            call('c2', 'echo', '{"text": "unterminated'),
            call('c3', 'echo', '[1, 2]'),
            call('c4', 'teleport', '{}'),
          ),
        () => answer('Sorry, the tools failed.'),
      ],
      source({
        explode: () => Promise.reject(new Error('Disk on fire')),
        echo: (args) => Promise.resolve(args),
      }),
    );
    const run = await runner.send(null, { text: 'Try', answers: [settings] });
    await run.finished;
    const results = requests[1]?.messages.at(-1)?.toolResults;
    expect(results).toEqual([
      { callID: 'c1', name: 'explode', content: 'Disk on fire', isError: true },
      { callID: 'c2', name: 'echo', content: 'The arguments are not a JSON object.', isError: true },
      { callID: 'c3', name: 'echo', content: 'The arguments are not a JSON object.', isError: true },
      { callID: 'c4', name: 'teleport', content: 'There is no tool named "teleport".', isError: true },
    ]);
    const stored = await assistant(run.chatID);
    expect(stored?.content).toBe('Checking. \n\nSorry, the tools failed.');
    expect(stored?.error).toBeUndefined();
    expect(stored?.toolCalls?.map((stored) => stored.error)).toEqual(
      results?.map((result) => result.content),
    );
  });

  it(`stops a model that keeps calling tools after ${maxToolSteps} rounds, keeping the history valid`, async () => {
    let runs = 0;
    const { runner, requests, assistant } = setup(
      [() => askFor(call('same', 'count', '{}'))],
      source({ count: () => Promise.resolve(++runs) }),
    );
    const run = await runner.send(null, { text: 'Count forever', answers: [settings] });
    await run.finished;
    expect(runs).toBe(maxToolSteps);
    expect(requests).toHaveLength(maxToolSteps + 1);
    const stored = await assistant(run.chatID);
    expect(stored?.error).toBe(toolStepLimitMessage);
    const calls = stored?.toolCalls ?? [];
    expect(calls).toHaveLength(maxToolSteps + 1);
    // Repeated ids are made unique within the answer, so each result still names its own call.
    expect(new Set(calls.map((stored) => stored.id)).size).toBe(calls.length);
    expect(calls.at(-1)).toMatchObject({ step: maxToolSteps });
    expect(calls.at(-1)?.result).toBeUndefined();

    // The next prompt replays every round, the unrun call answered as not run.
    const next = await runner.send(run.chatID, { text: 'Enough', answers: [settings] });
    await next.finished;
    const replayed = requests[maxToolSteps + 1]?.messages ?? [];
    expect(replayed.filter((message) => message.role === 'tool')).toHaveLength(maxToolSteps + 1);
    expect(replayed.at(-3)?.toolResults).toEqual([
      { callID: calls.at(-1)?.id, name: 'count', content: 'The tool was not run.', isError: true },
    ]);
  });

  it('stops at once when the person presses Stop while a tool runs, even one that ignores its signal', async () => {
    let calledResolve: () => void = () => undefined;
    const called = new Promise<void>((resolve) => {
      calledResolve = resolve;
    });
    const { runner, requests, assistant } = setup(
      [() => askFor(call('c1', 'forever', '{}')), () => answer('never')],
      source({
        forever: () => {
          calledResolve();
          return new Promise<unknown>(() => undefined);
        },
      }),
    );
    const run = await runner.send(null, { text: 'Wait', answers: [settings] });
    await called;
    runner.stop(run.chatID);
    await run.finished;
    expect(requests).toHaveLength(1);
    const stored = await assistant(run.chatID);
    expect(stored?.toolCalls).toMatchObject([{ id: 'c1', error: toolStoppedMessage }]);
    expect(stored?.content).toBe('Checking. ');
  });

  it('sends signed reasoning back with the step it belongs to, and does not store it', async () => {
    const block = { kind: 'thinking' as const, text: 'Need the weather.', signature: 'sig-1' };
    const { runner, requests, assistant } = setup(
      [
        () => [{ type: 'reasoning-block', block }, ...askFor(call('c1', 'weather', '{}'))],
        () => answer('Sunny.'),
      ],
      source({ weather: () => Promise.resolve('Sunny') }),
    );
    const run = await runner.send(null, { text: 'Weather?', answers: [settings] });
    await run.finished;
    expect(requests[1]?.messages.at(-2)?.reasoningBlocks).toEqual([block]);
    expect(JSON.stringify(await assistant(run.chatID))).not.toContain('sig-1');
  });

  it('stores at most the bounded number of calls and refuses the rest in the loop', async () => {
    const many = Array.from({ length: toolCallLimits.callsPerMessage + 3 }, (_, index) =>
      call(`c${index}`, 'ping', '{}'),
    );
    const { runner, requests, assistant } = setup(
      [() => askFor(...many), () => answer('Done.')],
      source({ ping: () => Promise.resolve('pong') }),
    );
    const run = await runner.send(null, { text: 'Ping a lot', answers: [settings] });
    await run.finished;
    const results = requests[1]?.messages.at(-1)?.toolResults ?? [];
    expect(results).toHaveLength(many.length);
    expect(results.at(-1)).toMatchObject({ content: tooManyToolCallsMessage, isError: true });
    const stored = await assistant(run.chatID);
    expect(stored?.toolCalls).toHaveLength(toolCallLimits.callsPerMessage);
    expect(messageSchema.safeParse(stored).success).toBe(true);
  });

  it('answers in one step when no tools are offered, whatever the model says', async () => {
    const { runner, requests, assistant } = setup([() => askFor(call('c1', 'anything', '{}'))], undefined);
    const run = await runner.send(null, { text: 'Hi', answers: [settings] });
    await run.finished;
    expect(requests).toHaveLength(1);
    expect(requests[0]?.tools).toBeUndefined();
    expect((await assistant(run.chatID))?.toolCalls).toBeUndefined();
  });
});
