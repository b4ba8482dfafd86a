import { describe, expect, it } from 'vitest';
import { LiveAnswers } from '@confab/core/conversation';
import type { StreamEvent } from '@confab/core/providers';
import { createMemoryStorage } from '@confab/storage-browser';
import { LazyChatRunner } from './lazy-chat-runner.ts';

const answer = {
  modelID: 'gpt-4o-mini',
  providerModelID: 'gpt-4o-mini',
  connection: { style: 'openai' as const, endpoint: 'http://127.0.0.1:1/v1/chat/completions' },
  parameters: {},
  streaming: true,
};

async function* twoWords(): AsyncGenerator<StreamEvent> {
  await Promise.resolve();
  yield { type: 'text-delta', text: 'Hello ' };
  yield { type: 'text-delta', text: 'there' };
  yield { type: 'end', finishReason: 'stop' };
}

function setup(storage = createMemoryStorage()) {
  const live = new LiveAnswers();
  let counter = 0;
  const runner = new LazyChatRunner({
    storage,
    live,
    streamChat: twoWords as never,
    clock: { now: () => Date.now() },
    random: { uuid: () => `id-${String((counter += 1))}` },
    fetchText: () => Promise.reject(new Error('no project')),
  });
  return { live, runner };
}

describe('LazyChatRunner', () => {
  it('counts an answer as arriving from the send, before the engine has loaded, until it has finished', async () => {
    const { live, runner } = setup();
    const sending = runner.send(null, { text: 'Hi', answers: [answer] });
    expect(live.anyArriving()).toBe(true);
    const started = await sending;
    await started.finished;
    expect(live.anyArriving()).toBe(false);
  });

  it('lets go of the expectation when the send fails', async () => {
    const storage = createMemoryStorage();
    storage.saveChatWithMessages = () => Promise.reject(new Error('Disk full'));
    const { live, runner } = setup(storage);
    await expect(runner.send(null, { text: 'Hi', answers: [answer] })).rejects.toThrow('Disk full');
    expect(live.anyArriving()).toBe(false);
  });
});
