import { describe, expect, it } from 'vitest';
import { createChatMeta, type Agent } from '../entities/index.ts';
import type { KnowledgeQuery, RetrieveKnowledge, RetrievedPassage } from '../knowledge/index.ts';
import type { ProviderMessage, StreamEvent } from '../providers/index.ts';
import type { AnswerSettings } from './answer-settings.ts';
import { ChatRunner } from './chat-runner.ts';
import { LiveAnswers } from './live-answers.ts';
import { createTestConversationStore } from './test-conversation-store.ts';

interface SentRequest {
  system?: string;
  messages: ProviderMessage[];
}

const answer: AnswerSettings = {
  modelID: 'm1',
  providerModelID: 'm1',
  connection: { style: 'openai', endpoint: 'http://127.0.0.1:1/v1/chat/completions' },
  systemMessage: 'Be brief.',
  parameters: {},
  streaming: true,
  contextWindow: 128_000,
};

const leasePassage: RetrievedPassage = {
  chunkID: 'fi-lease:3',
  fileID: 'fi-lease',
  documentName: 'Lease.pdf',
  text: 'Tenants may keep one cat or one small dog with written consent.',
  page: 4,
  score: 2,
};

const times = { createdAt: 1, updatedAt: 1, syncedAt: null };

function tutor(fields: Partial<Agent>): Agent {
  return {
    id: 'a-tutor',
    title: 'Tutor',
    description: '',
    categories: [],
    type: 'user',
    pinned: false,
    prompt: 'Teach.',
    lastUsedAt: null,
    ...times,
    ...fields,
  };
}

async function setup(retrieveKnowledge?: RetrieveKnowledge) {
  const storage = createTestConversationStore();
  const requests: SentRequest[] = [];
  let counter = 0;
  const runner = new ChatRunner({
    storage,
    live: new LiveAnswers(),
    streamChat: async function* (
      _connection: unknown,
      request: SentRequest,
      options?: { signal?: AbortSignal },
    ): AsyncGenerator<StreamEvent> {
      // As the real streamChat: an abort ends quietly.
      if (options?.signal?.aborted) {
        yield { type: 'end', finishReason: 'other' };
        return;
      }
      requests.push(request);
      await Promise.resolve();
      yield { type: 'text-delta', text: 'One cat [1].' };
      yield { type: 'end', finishReason: 'stop' };
    } as never,
    clock: { now: () => 5_000 },
    random: { uuid: () => `id-${String(++counter)}` },
    fetchText: () => Promise.resolve(''),
    ...(retrieveKnowledge ? { retrieveKnowledge } : {}),
  });
  await storage.chats.put({ ...createChatMeta({ id: 'chat-1', now: 1 }), useKnowledge: true });
  return { storage, runner, requests };
}

function recording(passages: RetrievedPassage[]) {
  const queries: KnowledgeQuery[] = [];
  const retrieve: RetrieveKnowledge = (query) => {
    queries.push(query);
    return Promise.resolve(passages);
  };
  return { queries, retrieve };
}

describe('knowledge in a chat', () => {
  it('sends retrieved passages with this turn only and stores the citations on the answer', async () => {
    const { queries, retrieve } = recording([leasePassage]);
    const { storage, runner, requests } = await setup(retrieve);
    await (
      await runner.send('chat-1', { text: 'May I keep a pet?', answers: [answer] })
    ).finished;

    expect(queries[0]).toMatchObject({ text: 'May I keep a pet?', scope: { all: true }, limit: 8 });
    expect(requests[0]?.system).toContain('Be brief.');
    expect(requests[0]?.system).toContain('one small dog with written consent');
    expect(requests[0]?.system).toContain('Lease.pdf');
    const messages = await storage.messages.listByChat('chat-1');
    expect(messages[0]?.content).toBe('May I keep a pet?');
    expect(messages[1]?.citations).toEqual([
      expect.objectContaining({ number: 1, fileID: 'fi-lease', documentName: 'Lease.pdf', page: 4 }),
    ]);
    expect(messages[1]?.content).toBe('One cat [1].');
  });

  it('keeps an agent limited to one collection to it, whatever the switch and the project say', async () => {
    const { queries, retrieve } = recording([]);
    const { storage, runner } = await setup(retrieve);
    await storage.agents.put(tutor({ knowledgeBaseAccess: true, knowledgeBaseTags: ['kb-a'] }));
    await storage.folders.put({
      id: 'fo-1',
      title: 'Flat',
      order: 0,
      open: true,
      settings: { knowledgeCollectionIDs: ['kb-b'] },
      ...times,
    });
    const meta = await storage.chats.get('chat-1');
    if (!meta) throw new Error('chat missing');
    await storage.chats.put({ ...meta, folderID: 'fo-1', character: { id: 'a-tutor', title: 'Tutor' } });
    await (
      await runner.send('chat-1', { text: 'What does the lease say?', answers: [answer] })
    ).finished;
    expect(queries.map((query) => query.scope)).toEqual([{ collectionIDs: ['kb-a'] }]);
  });

  it('retrieves nothing when the switch is off and nothing else decides', async () => {
    const { queries, retrieve } = recording([leasePassage]);
    const { storage, runner, requests } = await setup(retrieve);
    const meta = await storage.chats.get('chat-1');
    if (!meta) throw new Error('chat missing');
    await storage.chats.put({ ...meta, useKnowledge: false });
    await (
      await runner.send('chat-1', { text: 'May I keep a pet?', answers: [answer] })
    ).finished;
    expect(queries).toEqual([]);
    expect(requests[0]?.system).toBe('Be brief.');
  });

  it('answers without knowledge when retrieval fails, and says so', async () => {
    const { storage, runner, requests } = await setup(() => Promise.reject(new Error('Index unavailable')));
    await (
      await runner.send('chat-1', { text: 'May I keep a pet?', answers: [answer] })
    ).finished;
    expect(requests).toHaveLength(1);
    expect(runner.knowledgeNotices.get('chat-1')).toEqual([{ reason: 'Index unavailable' }]);
    const messages = await storage.messages.listByChat('chat-1');
    expect(messages[1]?.content).toBe('One cat [1].');
    expect(messages[1]?.citations).toBeUndefined();
  });

  it('stops while retrieving: no model is called', async () => {
    const retrieve: RetrieveKnowledge = (query) =>
      new Promise((_resolve, reject) => {
        query.signal?.addEventListener('abort', () => {
          reject(new DOMException('Stopped', 'AbortError'));
        });
      });
    const { runner, requests } = await setup(retrieve);
    const started = await runner.send('chat-1', { text: 'May I keep a pet?', answers: [answer] });
    runner.stop('chat-1');
    await started.finished;
    expect(requests).toEqual([]);
    expect(runner.knowledgeNotices.get('chat-1')).toBeUndefined();
  });

  it('writes the held switch on a chat it creates', async () => {
    const { queries, retrieve } = recording([]);
    const { storage, runner } = await setup(retrieve);
    const started = await runner.send(null, { text: 'Hello there', answers: [answer], useKnowledge: true });
    await started.finished;
    expect((await storage.chats.get(started.chatID))?.useKnowledge).toBe(true);
    expect(queries).toHaveLength(1);
  });

  it('sends the best passages of an attached document too long to send whole, with a note naming it', async () => {
    const { storage, runner, requests } = await setup();
    const filler = (index: number) =>
      `Section ${String(index)} covers office routines, meeting rooms and printer paper in detail. `.repeat(
        12,
      );
    const paragraphs = Array.from({ length: 40 }, (_, index) => filler(index));
    paragraphs[27] = 'Parrots and other birds may live in the office aquarium corner if they stay quiet.';
    const text = paragraphs.join('\n\n');
    await storage.blobs.put({
      id: 'blob-handbook',
      mimeType: 'text/markdown',
      size: text.length,
      data: new Blob([text]),
      ...times,
    });
    const attachments = [
      { blobID: 'blob-handbook', name: 'handbook.md', mimeType: 'text/markdown', size: text.length },
    ];
    const meta = await storage.chats.get('chat-1');
    if (!meta) throw new Error('chat missing');
    await storage.chats.put({ ...meta, useKnowledge: false });
    const small = { ...answer, contextWindow: 8_000 };
    await (
      await runner.send('chat-1', { text: 'May parrots live in the office?', attachments, answers: [small] })
    ).finished;

    const sent = requests[0]?.messages.at(-1)?.attachments?.[0];
    expect(sent).toMatchObject({ kind: 'text', name: 'handbook.md' });
    expect(sent?.kind === 'text' ? sent.text : '').toContain('"handbook.md" is too long to include whole');
    expect(requests[0]?.system).toContain('Parrots and other birds may live in the office');
    const messages = await storage.messages.listByChat('chat-1');
    expect(messages[1]?.citations?.[0]).toMatchObject({
      number: 1,
      fileID: 'blob-handbook',
      documentName: 'handbook.md',
    });
  });
});
