import { describe, expect, it } from 'vitest';
import { createChatMeta } from '../entities/index.ts';
import type { StreamEvent } from '../providers/index.ts';
import { ChatRunner } from './chat-runner.ts';
import { createTestConversationStore } from './test-conversation-store.ts';
import { LiveAnswers } from './live-answers.ts';
import type { AnswerSettings } from './answer-settings.ts';

interface SentRequest {
  system?: string;
}

const answer: AnswerSettings = {
  modelID: 'm1',
  providerModelID: 'm1',
  connection: { style: 'openai', endpoint: 'http://127.0.0.1:1/v1/chat/completions' },
  systemMessage: 'Default.',
  systemMessageIsDefault: true,
  parameters: {},
  streaming: true,
};

async function setup(options: { chatSystemMessage?: string; dynamicContext?: boolean } = {}) {
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
    fetchText: async (url) => {
      await Promise.resolve();
      if (url.endsWith('/down')) throw new Error('HTTP 503');
      return 'Build is green.';
    },
    ...(options.dynamicContext === undefined ? {} : { dynamicContext: options.dynamicContext }),
  });
  const times = { createdAt: 1, updatedAt: 1, syncedAt: null };
  await storage.agents.put({
    id: 'a-tutor',
    title: 'Tutor',
    description: '',
    categories: [],
    type: 'user',
    pinned: false,
    prompt: 'You are a patient tutor.',
    lastUsedAt: null,
    ...times,
  });
  await storage.blobs.put({
    id: 'file-1',
    mimeType: 'text/plain',
    size: 12,
    data: new Blob(['Alpha notes.']),
    ...times,
  });
  await storage.folders.put({
    id: 'fo-1',
    title: 'Research',
    order: 0,
    open: true,
    settings: {
      systemMessage: 'Cite sources.',
      assignedAgentID: 'a-tutor',
      files: [{ id: 'file-1', name: 'notes.txt', metadata: { size: 12 } }],
      dynamicContextEndpoints: [
        { name: 'CI', source: 'url', url: 'https://ci.example.test/status' },
        { name: 'Team', source: 'static', content: 'Ana and Bo.' },
        { name: 'Pager', source: 'url', url: 'https://pager.example.test/down' },
      ],
    },
    ...times,
  });
  await storage.chats.put({
    ...createChatMeta({ id: 'chat-1', now: 1 }),
    folderID: 'fo-1',
    ...(options.chatSystemMessage === undefined ? {} : { systemMessage: options.chatSystemMessage }),
  });
  return { runner, requests };
}

describe('a chat in a project', () => {
  it("sends the project's instructions, files and dynamic context, and reports the failed fetch", async () => {
    const { runner, requests } = await setup();
    const started = await runner.send('chat-1', { text: 'Hi', answers: [answer] });
    await started.finished;
    expect(requests[0]?.system).toBe(
      [
        'You are a patient tutor.',
        'Cite sources.',
        '# Project files',
        '## notes.txt\n\nAlpha notes.',
        '# Dynamic context',
        '## CI\n\nBuild is green.',
        '## Team\n\nAna and Bo.',
      ].join('\n\n'),
    );
    expect(runner.notices.get('chat-1')).toEqual([{ name: 'Pager', reason: 'HTTP 503' }]);
  });

  it("keeps the chat's own system message first, still adding the project's context", async () => {
    const { runner, requests } = await setup({ chatSystemMessage: 'Own.', dynamicContext: false });
    const own = { ...answer, systemMessage: 'Own.', systemMessageIsDefault: false };
    await (
      await runner.send('chat-1', { text: 'Hi', answers: [own] })
    ).finished;
    expect(requests[0]?.system).toBe('Own.\n\n# Project files\n\n## notes.txt\n\nAlpha notes.');
    expect(runner.notices.get('chat-1')).toBeUndefined();
  });
});
