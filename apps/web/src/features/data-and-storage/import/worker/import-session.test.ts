import { importFormats } from '@confab/core/data-import';
import type { StoragePort } from '@confab/core/ports';
import { createMemoryStorage } from '@confab/storage-browser';
import { describe, expect, it } from 'vitest';
import type { ImportWorkerRequest, ImportWorkerResponse } from '../import-protocol.ts';
import { ImportSession } from './import-session.ts';
import { settingKeys } from '../../../../storage/setting-keys.ts';

const now = 1_800_000_000_000;

function chatGPTConversation(id: string, title: string) {
  const node = (nodeID: string, role: string, text: string, parent: string | null, children: string[]) => ({
    id: nodeID,
    parent,
    children,
    message: {
      id: nodeID,
      author: { role },
      create_time: 1_700_000_000,
      content: { content_type: 'text', parts: [text] },
      recipient: 'all',
    },
  });
  return {
    id,
    title,
    create_time: 1_700_000_000,
    update_time: 1_700_000_100,
    current_node: 'answer',
    mapping: {
      question: node('question', 'user', 'Hello?', null, ['answer']),
      answer: node('answer', 'assistant', 'Hello!', 'question', []),
    },
  };
}

const confabExport = (chatTitle: string) => ({
  data: {
    chats: [
      {
        id: 'chat-1',
        chatTitle,
        messages: [{ role: 'user', content: 'Kept message', uuid: 'message-1', createdAt: now - 10 }],
      },
    ],
    customSearchAPIKey: 'sk-secret-search-key',
    userProfiles: [
      {
        id: 'profile-1',
        name: 'Work',
        isCurrent: false,
        assignedAPIKey: { openAIAPIKey: 'sk-profile-key-1234' },
      },
    ],
    streaming: false,
    somethingElse: 1,
  },
});

const jsonFile = (value: unknown, name = 'export.json') => new File([JSON.stringify(value)], name);

let databaseNumber = 0;

function startSession(allowedFormats = [...importFormats]) {
  databaseNumber += 1;
  const databaseName = `import-session-${databaseNumber}`;
  const storage = createMemoryStorage({ databaseName });
  const responses: ImportWorkerResponse[] = [];
  let uuidCount = 0;
  const session = new ImportSession({
    post: (response) => responses.push(response),
    openStorage: (name): StoragePort => createMemoryStorage({ databaseName: name }),
    uuid: () => `uuid-${++uuidCount}`,
    now: () => now,
  });
  const read = (files: File[]) =>
    session.handle({ type: 'read', files, databaseName, allowedFormats } satisfies ImportWorkerRequest);
  const last = () => responses.filter((response) => response.type !== 'progress').at(-1);
  return { session, storage, responses, read, last, databaseName };
}

describe('ImportSession', () => {
  it('reads and converts, posts only a summary, then writes on the decision', async () => {
    const { session, storage, responses, read, last } = startSession();
    await read([jsonFile([chatGPTConversation('c1', 'First'), chatGPTConversation('c2', 'Second')])]);
    const summary = last();
    expect(summary?.type).toBe('summary');
    if (summary?.type !== 'summary') return;
    expect(summary.summary).toMatchObject({
      format: 'chatgpt',
      counts: { chats: 2, messages: 4 },
      existing: { chats: 0 },
      empty: false,
    });
    expect(
      responses.some((response) => response.type === 'progress' && response.stage === 'converting'),
    ).toBe(true);
    await session.handle({ type: 'write', mode: 'replace', acceptedConfirmations: [] });
    expect(last()).toEqual({ type: 'written', counts: expect.objectContaining({ chats: 2 }) as unknown });
    const chats = await storage.chats.query();
    expect(chats.map((chat) => chat.chatTitle).sort()).toEqual(['First', 'Second']);
    expect(chats[0]?.tags).toEqual([{ id: 'imported-chatgpt', name: 'Imported from ChatGPT' }]);
  });

  it('merges the parts of a split export and lists ignored keys and confirmations', async () => {
    const { read, last } = startSession();
    const second = { data: { chats: [{ id: 'chat-2', chatTitle: 'Two', messages: [] }] } };
    await read([jsonFile(confabExport('One'), 'part_1.json'), jsonFile(second, 'part_2.json')]);
    const summary = last();
    if (summary?.type !== 'summary') throw new Error(`expected a summary, got ${summary?.type}`);
    expect(summary.summary.counts.chats).toBe(2);
    expect(summary.summary.ignoredKeys).toEqual(['somethingElse']);
    // The search key is offered like a profile's key, never applied unasked.
    expect(summary.summary.confirmations).toEqual(
      expect.arrayContaining([
        {
          index: expect.any(Number) as number,
          kind: 'profile-key',
          name: 'Work · openAIAPIKey',
          shownValue: '••••1234',
        },
        {
          index: expect.any(Number) as number,
          kind: 'setting',
          name: 'customSearchAPIKey',
          shownValue: '••••-key',
        },
      ]),
    );
  });

  it('applies only the accepted confirmations', async () => {
    const { session, storage, read } = startSession();
    await read([jsonFile(confabExport('One'))]);
    await session.handle({ type: 'write', mode: 'replace', acceptedConfirmations: [] });
    expect((await storage.profiles.get('profile-1'))?.assignedAPIKey).toBeUndefined();
    expect(await storage.settings.get(settingKeys.customSearchAPIKey)).toBeUndefined();
    expect((await storage.settings.get('chat.streaming'))?.value).toBe(false);

    const second = startSession();
    await second.read([jsonFile(confabExport('One'))]);
    await second.session.handle({ type: 'write', mode: 'replace', acceptedConfirmations: [0] });
    expect((await second.storage.profiles.get('profile-1'))?.assignedAPIKey).toEqual({
      openAIAPIKey: 'sk-profile-key-1234',
    });
  });

  it('replaces a stored chat with the same id, or clones it under new ids', async () => {
    const replace = startSession();
    await replace.read([jsonFile(confabExport('Original'))]);
    await replace.session.handle({ type: 'write', mode: 'replace', acceptedConfirmations: [] });
    const again = new ImportSession({
      post: (response) => replace.responses.push(response),
      openStorage: (name) => createMemoryStorage({ databaseName: name }),
      uuid: () => `new-${replace.responses.length}`,
      now: () => now,
    });
    await again.handle({
      type: 'read',
      files: [jsonFile(confabExport('Imported again'))],
      databaseName: replace.databaseName,
      allowedFormats: ['confab'],
    });
    const summary = replace.last();
    if (summary?.type !== 'summary') throw new Error('expected a summary');
    expect(summary.summary.existing.chats).toBe(1);
    await again.handle({ type: 'write', mode: 'clone', acceptedConfirmations: [] });
    const chats = await replace.storage.chats.query();
    expect(chats.map((chat) => chat.chatTitle).sort()).toEqual(['Imported again', 'Original']);
    const clone = chats.find((chat) => chat.chatTitle === 'Imported again');
    expect(clone?.id).toMatch(/^new-/);
    expect(clone?.syncedAt).toBeNull();
    const cloned = await replace.storage.messages.listByChat(clone?.id ?? '');
    expect(cloned.map((message) => message.content)).toEqual(['Kept message']);
    expect(cloned[0]?.uuid).not.toBe('message-1');
    expect(await replace.storage.messages.listByChat('chat-1')).toHaveLength(1);
  });

  it('stops on cancel while reading, and on cancel while deciding, writing nothing', async () => {
    const reading = startSession();
    const running = reading.read([jsonFile([chatGPTConversation('c1', 'First')])]);
    await reading.session.handle({ type: 'cancel' });
    await running;
    expect(reading.last()).toEqual({ type: 'cancelled' });

    const deciding = startSession();
    await deciding.read([jsonFile([chatGPTConversation('c1', 'First')])]);
    await deciding.session.handle({ type: 'cancel' });
    await deciding.session.handle({ type: 'write', mode: 'replace', acceptedConfirmations: [] });
    expect(deciding.last()).toEqual({ type: 'cancelled' });
    expect(await deciding.storage.chats.query()).toEqual([]);
  });

  it('names the problem of a file it cannot import', async () => {
    const html = startSession();
    await html.read([new File(['<!doctype html><p>Sign in</p>'], 'conversations.json')]);
    expect(html.last()).toEqual({
      type: 'problem',
      problem: { kind: 'read', reason: 'html', fileName: 'conversations.json' },
    });

    const unknown = startSession();
    await unknown.read([jsonFile({ hello: 'world' }, 'other.json')]);
    expect(unknown.last()).toEqual({
      type: 'problem',
      problem: { kind: 'unknown-format', fileName: 'other.json' },
    });

    const gated = startSession(['confab', 'claude']);
    await gated.read([jsonFile([chatGPTConversation('c1', 'First')])]);
    expect(gated.last()).toEqual({
      type: 'problem',
      problem: { kind: 'format-not-allowed', format: 'chatgpt' },
    });
  });
});
