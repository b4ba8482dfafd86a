import { describe, expect, it, vi } from 'vitest';
import { activePath, buildMessageTree } from '../chat/index.ts';
import type { StreamEvent } from '../providers/index.ts';
import { ChatRunner } from './chat-runner.ts';
import { loadChat, type LoadedChat } from './chat-records.ts';
import { createTestConversationStore } from './test-conversation-store.ts';
import { LiveAnswers } from './live-answers.ts';
import type { AnswerSettings } from './answer-settings.ts';

function answerSettings(modelID: string): AnswerSettings {
  return {
    modelID,
    providerModelID: modelID,
    connection: { style: 'openai', endpoint: 'http://127.0.0.1:1/v1/chat/completions' },
    parameters: {},
    streaming: true,
  };
}

/** A provider that answers "<model>: <last prompt>" in two deltas, or waits for abort when asked. */
function fakeProvider(requests: { model: string; messages: unknown[]; system?: string }[] = []) {
  return async function* streamChat(
    _connection: unknown,
    request: { model: string; messages: { content: string }[]; system?: string },
    options?: { signal?: AbortSignal },
  ): AsyncGenerator<StreamEvent> {
    requests.push(request);
    const prompt = request.messages.at(-1)?.content ?? '';
    if (prompt === 'hang') {
      yield { type: 'text-delta', text: 'partial' };
      await new Promise((resolve) => options?.signal?.addEventListener('abort', resolve));
      yield { type: 'end', finishReason: 'other' };
      return;
    }
    if (prompt === 'fail') {
      yield { type: 'text-delta', text: 'half' };
      yield { type: 'error', message: 'Rate limit reached', status: 429 };
      yield { type: 'end', finishReason: 'error' };
      return;
    }
    yield { type: 'text-delta', text: `${request.model}: ` };
    yield { type: 'text-delta', text: prompt };
    yield { type: 'usage', inputTokens: 10, outputTokens: 4 };
    yield { type: 'end', finishReason: 'stop' };
  };
}

function setup(requests?: { model: string; messages: unknown[]; system?: string }[]) {
  const storage = createTestConversationStore();
  let counter = 0;
  let time = 1_000;
  const live = new LiveAnswers();
  const runner = new ChatRunner({
    storage,
    live,
    streamChat: fakeProvider(requests) as never,
    clock: { now: () => (time += 1) },
    random: { uuid: () => `id-${String(++counter)}` },
    fetchText: () => Promise.reject(new Error('no project in these chats')),
  });
  const path = async (chatID: string) => {
    const meta = await storage.chats.get(chatID);
    const messages = await storage.messages.listByChat(chatID);
    return activePath(buildMessageTree(messages), meta?.currentLeafUUID);
  };
  return { storage, runner, path, live };
}

describe('ChatRunner', () => {
  it('reads a stream to its end when a write made while it streams fails, then reports the failure', async () => {
    const storage = createTestConversationStore();
    const putMessage = storage.messages.put;
    const failedContents: string[] = [];
    storage.messages.put = (message) => {
      // The write made mid-stream, with part of the answer, fails once; the final one works.
      if (message.role === 'assistant' && message.content === 'one ' && failedContents.length === 0) {
        failedContents.push(message.content);
        return Promise.reject(new Error('Disk full'));
      }
      return putMessage(message);
    };
    let counter = 0;
    let time = 1_000;
    const runner = new ChatRunner({
      storage,
      live: new LiveAnswers(),
      streamChat: async function* () {
        await Promise.resolve();
        yield { type: 'text-delta', text: 'one ' };
        yield { type: 'text-delta', text: 'two ' };
        yield { type: 'text-delta', text: 'three' };
        yield { type: 'end', finishReason: 'stop' };
      } as never,
      // Each reading of the clock is 500 ms on: every event is followed by a write.
      clock: { now: () => (time += 500) },
      random: { uuid: () => `id-${String(++counter)}` },
      fetchText: () => Promise.reject(new Error('no project in these chats')),
    });
    const started = await runner.send(null, { text: 'Count', answers: [answerSettings('m1')] });
    await expect(started.finished).rejects.toThrow('Disk full');
    expect(failedContents).toEqual(['one ']);
    const answer = (await storage.messages.listByChat(started.chatID)).find(
      (message) => message.role === 'assistant',
    );
    expect(answer?.content).toBe('one two three');
  });

  it('gives each write of an answer a higher updatedAt, so a slow write made mid-stream never passes for the final one', async () => {
    const storage = createTestConversationStore();
    const putMessage = storage.messages.put;
    const getMessage = storage.messages.get;
    const writes: { content: string; updatedAt: number }[] = [];
    let slowReads = 1;
    storage.messages.get = async (uuid) => {
      const message = await getMessage(uuid);
      // The first write made mid-stream reads the message slowly: it is stored after the stream ended.
      if (message?.role === 'assistant' && slowReads > 0) {
        slowReads -= 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return message;
    };
    storage.messages.put = (message) => {
      if (message.role === 'assistant')
        writes.push({ content: message.content, updatedAt: message.updatedAt });
      return putMessage(message);
    };
    const live = new LiveAnswers();
    let counter = 0;
    let time = 1_000;
    let streamEnded = false;
    const runner = new ChatRunner({
      storage,
      live,
      streamChat: async function* () {
        await Promise.resolve();
        yield { type: 'text-delta', text: 'one ' };
        yield { type: 'text-delta', text: 'two' };
        streamEnded = true;
        yield { type: 'end', finishReason: 'stop' };
      } as never,
      // 500 ms on at each reading while the answer streams (a write after each event), then still:
      // the slow write and the final write read the same time.
      clock: { now: () => (streamEnded ? time : (time += 500)) },
      random: { uuid: () => `id-${String(++counter)}` },
      fetchText: () => Promise.reject(new Error('no project in these chats')),
    });
    const started = await runner.send(null, { text: 'Count', answers: [answerSettings('m1')] });
    await started.finished;
    const answer = (await storage.messages.listByChat(started.chatID)).find(
      (message) => message.role === 'assistant',
    );
    const storedAt = live.get(answer?.uuid ?? '')?.storedAt;
    expect(writes.map((write) => write.content)).toEqual(['one ', 'one two', 'one two']);
    expect(writes.at(-1)?.updatedAt).toBe(storedAt);
    // The screen gives the live copy up once it reads an updatedAt of at least `storedAt`.
    for (const write of writes.slice(0, -1)) expect(write.updatedAt).toBeLessThan(storedAt ?? 0);
    expect(answer).toMatchObject({ content: 'one two', updatedAt: storedAt });
  });

  it('draws the final text before storing it: the final write waits for the next frame', async () => {
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    try {
      const { storage, runner, live } = setup();
      const started = await runner.send(null, { text: 'Hello there', answers: [answerSettings('m1')] });
      await vi.waitFor(() => {
        expect(frames.length).toBeGreaterThan(0);
      });
      // The stream has ended (its text is final on screen); the frame has not come yet.
      expect(live.anyArriving()).toBe(false);
      const stored = async () =>
        (await storage.messages.listByChat(started.chatID)).find((message) => message.role === 'assistant')
          ?.content;
      expect(await stored()).toBe('');
      for (const frame of frames.splice(0)) frame();
      await started.finished;
      expect(await stored()).toBe('m1: Hello there');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('creates the chat on the first send and stores the streamed answer with its usage', async () => {
    const { storage, runner, path } = setup();
    const started = await runner.send(null, { text: 'Hello there', answers: [answerSettings('m1')] });
    await started.finished;
    const messages = await path(started.chatID);
    expect(messages.map((message) => [message.role, message.content])).toEqual([
      ['user', 'Hello there'],
      ['assistant', 'm1: Hello there'],
    ]);
    expect(messages[1]?.usage).toEqual({ inputTokens: 10, outputTokens: 4 });
    const meta = await storage.chats.get(started.chatID);
    expect(meta?.preview).toBe('Hello there');
    expect(meta?.messageCount).toBe(2);
  });

  it('hands back the chat as each send stored it, as loadChat reads it back', async () => {
    const storage = createTestConversationStore();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let counter = 0;
    const runner = new ChatRunner({
      storage,
      live: new LiveAnswers(),
      // Nothing arrives until the test has compared: the store holds only what the send wrote.
      streamChat: async function* (): AsyncGenerator<StreamEvent> {
        await held;
        yield { type: 'end', finishReason: 'stop' };
      },
      clock: { now: () => 1_000 + counter },
      random: { uuid: () => `id-${String(++counter)}` },
      fetchText: () => Promise.reject(new Error('no project in these chats')),
    });
    // The tree's methods are closures of their own; what they answer is compared through the path.
    const readBack = async (chatID: string) => {
      const chat = await loadChat(storage, chatID);
      return chat && { meta: chat.meta, messages: chat.messages, path: chat.path };
    };
    const asStored = ({ meta, messages, path }: LoadedChat) => ({ meta, messages, path });
    const first = await runner.send(null, { text: 'Hello', answers: [answerSettings('m1')] });
    expect(asStored(first.stored())).toEqual(await readBack(first.chatID));
    expect(first.stored().path.map((message) => message.role)).toEqual(['user', 'assistant']);
    const second = await runner.send(first.chatID, { text: 'Again', answers: [answerSettings('m1')] });
    expect(asStored(second.stored())).toEqual(await readBack(first.chatID));
    expect(second.stored().path).toHaveLength(4);
    release();
    await Promise.all([first.finished, second.finished]);
  });

  it('keeps both answers after a regenerate and switches between them', async () => {
    const { runner, path } = setup();
    const { chatID, finished } = await runner.send(null, { text: 'Q', answers: [answerSettings('m1')] });
    await finished;
    const first = (await path(chatID))[1];
    if (!first) throw new Error('no answer');
    await (
      await runner.regenerate(chatID, first.uuid, [answerSettings('m2')])
    )?.finished;
    expect((await path(chatID)).map((message) => message.content)).toEqual(['Q', 'm2: Q']);
    await runner.switchBranch(chatID, first.uuid);
    expect((await path(chatID)).map((message) => message.content)).toEqual(['Q', 'm1: Q']);
  });

  it('answers an edited prompt as a new branch and keeps the original', async () => {
    const { storage, runner, path } = setup();
    const { chatID, finished } = await runner.send(null, { text: 'first', answers: [answerSettings('m1')] });
    await finished;
    const prompt = (await path(chatID))[0];
    if (!prompt) throw new Error('no prompt');
    await (
      await runner.editPrompt(chatID, prompt.uuid, 'second', [answerSettings('m1')])
    )?.finished;
    expect((await path(chatID)).map((message) => message.content)).toEqual(['second', 'm1: second']);
    expect(await storage.messages.listByChat(chatID)).toHaveLength(4);
  });

  it('stops an answer and keeps what arrived', async () => {
    const { runner, path } = setup();
    const { chatID, finished } = await runner.send(null, { text: 'hang', answers: [answerSettings('m1')] });
    await new Promise((resolve) => setTimeout(resolve, 10));
    runner.stop(chatID);
    await finished;
    expect((await path(chatID))[1]?.content).toBe('partial');
  });

  it('keeps the text before a provider error and records the error', async () => {
    const { runner, path } = setup();
    const { chatID, finished } = await runner.send(null, { text: 'fail', answers: [answerSettings('m1')] });
    await finished;
    const answer = (await path(chatID))[1];
    expect(answer?.content).toBe('half');
    expect(answer?.error).toBe('Rate limit reached');
  });

  it('sends nothing from before a clear-context marker', async () => {
    const requests: { model: string; messages: unknown[] }[] = [];
    const { runner } = setup(requests);
    const { chatID, finished } = await runner.send(null, { text: 'old', answers: [answerSettings('m1')] });
    await finished;
    await runner.clearContext(chatID);
    await (
      await runner.send(chatID, { text: 'new', answers: [answerSettings('m1')] })
    ).finished;
    expect(requests.at(-1)?.messages).toEqual([{ role: 'user', content: 'new' }]);
  });

  it('answers one prompt with several models side by side', async () => {
    const { storage, runner, path } = setup();
    const { chatID, finished } = await runner.send(null, {
      text: 'Q',
      answers: [answerSettings('a'), answerSettings('b')],
    });
    await finished;
    const answer = (await path(chatID))[1];
    expect(answer?.type).toBe('tm_multi_responses');
    expect(answer?.responses?.map((response) => response.content)).toEqual(['a: Q', 'b: Q']);
    const second = answer?.responses?.[1];
    if (!answer || !second) throw new Error('no responses');
    await runner.choosePrimaryResponse(chatID, answer.uuid, second.uuid);
    expect((await storage.messages.get(answer.uuid))?.primaryResponseID).toBe(second.uuid);
  });

  it('forks the conversation up to a message into a new chat, named apart from the original', async () => {
    const { storage, runner, path } = setup();
    const { chatID, finished } = await runner.send(null, { text: 'Q', answers: [answerSettings('m1')] });
    await finished;
    const [prompt] = await path(chatID);
    if (!prompt) throw new Error('no prompt');
    const original = await storage.chats.get(chatID);
    if (!original) throw new Error('no chat');
    await storage.chats.put({ ...original, chatTitle: 'Trip plans' });
    const forkID = await runner.fork(chatID, prompt.uuid, { titleOf: (title) => `${title} (fork)` });
    if (!forkID) throw new Error('no fork');
    const forked = await path(forkID);
    expect(forked.map((message) => message.content)).toEqual(['Q']);
    expect(forked[0]?.uuid).not.toBe(prompt.uuid);
    expect((await storage.chats.get(forkID))?.chatTitle).toBe('Trip plans (fork)');
  });

  it('deletes a message with what follows and shows the remaining branch', async () => {
    const { runner, path } = setup();
    const { chatID, finished } = await runner.send(null, { text: 'Q', answers: [answerSettings('m1')] });
    await finished;
    const first = (await path(chatID))[1];
    if (!first) throw new Error('no answer');
    await (
      await runner.regenerate(chatID, first.uuid, [answerSettings('m2')])
    )?.finished;
    const second = (await path(chatID))[1];
    if (!second) throw new Error('no second answer');
    await runner.deleteMessage(chatID, second.uuid);
    expect((await path(chatID)).map((message) => message.content)).toEqual(['Q', 'm1: Q']);
  });

  it('writes a title from the first exchange when asked', async () => {
    const { storage, runner } = setup();
    const { chatID, finished } = await runner.send(null, {
      text: 'Plan a trip',
      answers: [answerSettings('m1')],
      title: { enabled: true, prompt: 'Title?' },
    });
    await finished;
    expect((await storage.chats.get(chatID))?.chatTitle).toMatch(/^m1: /);
  });

  it('keeps a prompt sent while the title is written: the title never puts the old leaf back', async () => {
    const { storage, runner, path } = setup();
    const update = storage.chats.update;
    let nextSend: Promise<unknown> | undefined;
    let nextPrompt = (): Promise<unknown> => Promise.resolve();
    storage.chats.update = async (id, change) => {
      // The person sends the next prompt as the title is about to be stored.
      nextSend ??= nextPrompt();
      await new Promise((resolve) => setTimeout(resolve, 20));
      return update(id, change);
    };
    const first = await runner.send(null, {
      text: 'One',
      answers: [answerSettings('m1')],
      title: { enabled: true, prompt: 'Title?' },
    });
    nextPrompt = async () =>
      (await runner.send(first.chatID, { text: 'Two', answers: [answerSettings('m1')] })).finished;
    await first.finished;
    await nextSend;
    expect((await path(first.chatID)).map((message) => message.content)).toEqual([
      'One',
      'm1: One',
      'Two',
      'm1: Two',
    ]);
    expect((await storage.chats.get(first.chatID))?.chatTitle).toMatch(/^m1: /);
  });

  it('keeps a title that arrives while the next prompt is stored: the prompt waits for it', async () => {
    const storage = createTestConversationStore();
    let counter = 0;
    let releaseTitle = (): void => undefined;
    const titleHeld = new Promise<void>((resolve) => {
      releaseTitle = resolve;
    });
    const answer = fakeProvider();
    const runner = new ChatRunner({
      storage,
      live: new LiveAnswers(),
      // The title request (not streamed) waits until the next prompt is being stored.
      streamChat: async function* (connection: unknown, request: { stream?: boolean }, options?: unknown) {
        if (request.stream === false) await titleHeld;
        yield* answer(connection, request as never, options as never);
      } as never,
      clock: { now: () => 1_000 + counter },
      random: { uuid: () => `id-${String(++counter)}` },
      fetchText: () => Promise.reject(new Error('no project in these chats')),
    });
    const first = await runner.send(null, {
      text: 'One',
      answers: [answerSettings('m1')],
      title: { enabled: true, prompt: 'Title?' },
    });
    const listByChat = storage.messages.listByChat;
    storage.messages.listByChat = async (chatID) => {
      // Between the next prompt's read of the chat and its write, the title is free to be stored.
      releaseTitle();
      await new Promise((resolve) => setTimeout(resolve, 20));
      return listByChat(chatID);
    };
    const second = await runner.send(first.chatID, { text: 'Two', answers: [answerSettings('m1')] });
    await Promise.all([first.finished, second.finished]);
    expect((await storage.chats.get(first.chatID))?.chatTitle).toMatch(/^m1: /);
  });
});
