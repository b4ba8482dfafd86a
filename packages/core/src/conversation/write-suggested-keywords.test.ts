import { describe, expect, it } from 'vitest';
import { suggestedKeywordsPrompt } from '../chat/index.ts';
import type { StreamEvent } from '../providers/index.ts';
import type { AnswerSettings } from './answer-settings.ts';
import { ChatRunner } from './chat-runner.ts';
import { LiveAnswers } from './live-answers.ts';
import { createTestConversationStore } from './test-conversation-store.ts';

function answerSettings(modelID: string): AnswerSettings {
  return {
    modelID,
    providerModelID: modelID,
    connection: { style: 'openai', endpoint: 'http://127.0.0.1:1/v1/chat/completions' },
    parameters: {},
    streaming: true,
  };
}

interface Request {
  model: string;
  messages: { content: string }[];
}

/** Answers prompts with "answer"; the keyword request with a JSON array, or it waits for Stop. */
function setup(keywordReply: 'json' | 'hang' | 'error') {
  const storage = createTestConversationStore();
  const requests: Request[] = [];
  let counter = 0;
  let time = 1_000;
  let keywordRequested: () => void = () => undefined;
  const keywordRequestSeen = new Promise<void>((resolve) => (keywordRequested = resolve));
  async function* streamChat(
    _connection: unknown,
    request: Request,
    options?: { signal?: AbortSignal },
  ): AsyncGenerator<StreamEvent> {
    requests.push(request);
    const prompt = request.messages.at(-1)?.content ?? '';
    if (!prompt.endsWith(suggestedKeywordsPrompt)) {
      if (prompt === 'fail') {
        yield { type: 'error', message: 'Rate limit reached', status: 429 };
        return;
      }
      yield { type: 'text-delta', text: `Answer to ${prompt}` };
      yield { type: 'end', finishReason: 'stop' };
      return;
    }
    keywordRequested();
    if (keywordReply === 'hang') {
      await new Promise((resolve) => options?.signal?.addEventListener('abort', resolve));
      throw new DOMException('aborted', 'AbortError');
    }
    if (keywordReply === 'error') {
      yield { type: 'error', message: 'Server error', status: 500 };
      return;
    }
    yield { type: 'text-delta', text: '["Kyoto temples", "Zen gardens", ' };
    yield { type: 'text-delta', text: '"Kyoto temples"]' };
    yield { type: 'end', finishReason: 'stop' };
  }
  const runner = new ChatRunner({
    storage,
    live: new LiveAnswers(),
    streamChat: streamChat as never,
    clock: { now: () => (time += 1) },
    random: { uuid: () => `id-${String(++counter)}` },
    fetchText: () => Promise.reject(new Error('no project in these chats')),
  });
  const answer = async (chatID: string) =>
    (await storage.messages.listByChat(chatID)).find((message) => message.role === 'assistant');
  return { runner, requests, answer, keywordRequestSeen };
}

describe('suggested keywords after an answer', () => {
  it('asks the keyword model after the answer and stores the parsed keywords on the message', async () => {
    const { runner, requests, answer } = setup('json');
    const { chatID, finished } = await runner.send(null, {
      text: 'Kyoto',
      answers: [answerSettings('m1')],
      keywords: { enabled: true, answer: answerSettings('small') },
    });
    await finished;
    expect(requests.map((request) => request.model)).toEqual(['m1', 'small']);
    expect(requests[1]?.messages[0]?.content).toContain('Answer to Kyoto');
    const stored = await answer(chatID);
    expect(stored?.content).toBe('Answer to Kyoto');
    expect(stored?.suggestedKeywords).toEqual(['Kyoto temples', 'Zen gardens']);
  });

  it('sends nothing when off or when the answer failed, and a failed keyword request changes nothing', async () => {
    const off = setup('json');
    await (
      await off.runner.send(null, { text: 'Hi', answers: [answerSettings('m1')] })
    ).finished;
    expect(off.requests).toHaveLength(1);

    const failed = setup('json');
    const started = await failed.runner.send(null, {
      text: 'fail',
      answers: [answerSettings('m1')],
      keywords: { enabled: true },
    });
    await started.finished;
    expect(failed.requests).toHaveLength(1);

    const refused = setup('error');
    const sent = await refused.runner.send(null, {
      text: 'Hi',
      answers: [answerSettings('m1')],
      keywords: { enabled: true },
    });
    await sent.finished;
    expect(refused.requests.map((request) => request.model)).toEqual(['m1', 'm1']);
    const stored = await refused.answer(sent.chatID);
    expect(stored?.content).toBe('Answer to Hi');
    expect(stored?.suggestedKeywords).toBeUndefined();
  });

  it('Stop cancels a running keyword request', async () => {
    const { runner, answer, keywordRequestSeen } = setup('hang');
    const { chatID, finished } = await runner.send(null, {
      text: 'Hi',
      answers: [answerSettings('m1')],
      keywords: { enabled: true },
    });
    await keywordRequestSeen;
    runner.stop(chatID);
    await finished;
    expect((await answer(chatID))?.suggestedKeywords).toBeUndefined();
  });
});
