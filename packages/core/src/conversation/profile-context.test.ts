import { describe, expect, it } from 'vitest';
import { createChatMeta } from '../entities/index.ts';
import type { StreamEvent } from '../providers/index.ts';
import { ChatRunner } from './chat-runner.ts';
import { createTestConversationStore } from './test-conversation-store.ts';
import { LiveAnswers } from './live-answers.ts';
import type { AnswerSettings } from './answer-settings.ts';
import { withProfileContext } from './profile-context.ts';

interface SentRequest {
  system?: string;
}

const answer: AnswerSettings = {
  modelID: 'm1',
  providerModelID: 'm1',
  connection: { style: 'openai', endpoint: 'http://127.0.0.1:1/v1/chat/completions', apiKey: 'sk-profile' },
  systemMessage: 'Be brief.',
  systemMessageIsDefault: true,
  parameters: {},
  streaming: true,
};

async function sentSystemMessages(settings: AnswerSettings, folderID?: string): Promise<SentRequest[]> {
  const storage = createTestConversationStore();
  const requests: SentRequest[] = [];
  let counter = 0;
  const runner = new ChatRunner({
    storage,
    live: new LiveAnswers(),
    streamChat: async function* (_connection: unknown, request: SentRequest): AsyncGenerator<StreamEvent> {
      requests.push(request);
      await Promise.resolve();
      yield { type: 'text-delta', text: 'ok' };
      yield { type: 'end', finishReason: 'stop' };
    } as never,
    clock: { now: () => 5_000 },
    random: { uuid: () => `id-${String(++counter)}` },
    fetchText: () => Promise.resolve(''),
  });
  const times = { createdAt: 1, updatedAt: 1, syncedAt: null };
  if (folderID) {
    await storage.folders.put({
      id: folderID,
      title: 'Research',
      order: 0,
      open: true,
      settings: { systemMessage: 'Cite sources.' },
      ...times,
    });
  }
  await storage.chats.put({
    ...createChatMeta({ id: 'chat-1', now: 1 }),
    ...(folderID ? { folderID } : {}),
  });
  await (
    await runner.send('chat-1', { text: 'Hi', answers: [settings] })
  ).finished;
  return requests;
}

describe('the current profile in the request', () => {
  it('adds the information and the custom instruction after the system message', async () => {
    const requests = await sentSystemMessages({
      ...answer,
      profile: { information: 'I teach chemistry.', customInstruction: 'Answer in French.' },
    });
    expect(requests[0]?.system).toBe(
      'Be brief.\n\n# About the user\n\nI teach chemistry.\n\n# Custom instruction\n\nAnswer in French.',
    );
  });

  it("comes after a project's instructions, which replace only the default system message", async () => {
    const requests = await sentSystemMessages(
      { ...answer, profile: { customInstruction: 'Answer in French.' } },
      'fo-1',
    );
    expect(requests[0]?.system).toBe('Cite sources.\n\n# Custom instruction\n\nAnswer in French.');
  });

  it('leaves the request alone without a profile or with an empty one', async () => {
    const [plain] = await sentSystemMessages(answer);
    const [empty] = await sentSystemMessages({
      ...answer,
      profile: { information: '  ', customInstruction: '' },
    });
    expect(plain?.system).toBe('Be brief.');
    expect(empty?.system).toBe('Be brief.');
  });
});

describe('withProfileContext', () => {
  it('makes a system message from the profile alone when there is none', () => {
    expect(withProfileContext(undefined, { information: 'Ana, a nurse.' })).toBe(
      '# About the user\n\nAna, a nurse.',
    );
    expect(withProfileContext(undefined, undefined)).toBeUndefined();
  });
});
