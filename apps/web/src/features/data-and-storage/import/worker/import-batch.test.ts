import { emptyPayload, type ImportPayload } from '@confab/core/data-import';
import { createChatMeta, type Folder, type Profile } from '@confab/core/entities';
import { describe, expect, it } from 'vitest';
import { importBatch, type ExistingIDs } from './import-batch.ts';

const now = 1_800_000_000_000;
const times = { createdAt: 1, updatedAt: 1, syncedAt: 5 };

function existing(ids: Partial<Record<keyof ExistingIDs, string[]>>): ExistingIDs {
  const set = (kind: keyof ExistingIDs) => new Set(ids[kind] ?? []);
  return {
    chats: set('chats'),
    folders: set('folders'),
    prompts: set('prompts'),
    agents: set('agents'),
    plugins: set('plugins'),
    profiles: set('profiles'),
    customModels: set('customModels'),
    knowledgeCollections: set('knowledgeCollections'),
    files: set('files'),
  };
}

function payload(): ImportPayload {
  const folder: Folder = {
    id: 'fo-1',
    title: 'Work',
    order: 0,
    open: true,
    settings: { assignedAgentID: 'a-1' },
    ...times,
  };
  const profile: Profile = { id: 'profile-1', name: 'Ada', isCurrent: true, ...times };
  const meta = {
    ...createChatMeta({ id: 'chat-1', now: 1, model: 'gpt-4o' }),
    folderID: 'fo-1',
    currentLeafUUID: 'm2',
  };
  const message = (uuid: string, parentUUID: string | null, order: number) => ({
    uuid,
    chatID: 'chat-1',
    role: 'user' as const,
    content: uuid,
    order,
    parentUUID,
    ...times,
  });
  const base = emptyPayload('confab');
  return {
    ...base,
    chats: { items: [{ ...meta, messages: [message('m1', null, 0), message('m2', 'm1', 1)] }], failures: [] },
    folders: { items: [folder], failures: [] },
    agents: {
      items: [
        {
          id: 'a-1',
          title: 'Editor',
          description: '',
          categories: [],
          type: 'user',
          pinned: false,
          prompt: 'Edit.',
          conversationStarters: [],
          lastUsedAt: null,
          ...times,
        },
      ],
      failures: [],
    },
    profiles: { items: [profile], failures: [] },
    settings: {
      items: [
        { key: 'streaming', value: false },
        { key: 'defaultTemperature', value: 0.3 },
        { key: 'keyboardShortcuts', value: { search: 'J' } },
        { key: 'hiddenButtons', value: [] },
      ],
      failures: [],
    },
  };
}

let counter = 0;
const uuid = () => `new-${++counter}`;

describe('importBatch', () => {
  it('keeps ids in replace mode and stamps settings', () => {
    const batch = importBatch(payload(), existing({ chats: ['chat-1'], folders: ['fo-1'] }), {
      mode: 'replace',
      uuid,
      now,
      storedSettings: new Map([['models.defaultParameters', { topP: 0.9, temperature: 1 }]]),
    });
    expect(batch.chats?.[0]?.meta.id).toBe('chat-1');
    expect(batch.folders?.[0]?.id).toBe('fo-1');
    // Stored where this build reads them: the parameters merge into the stored object; a key with
    // no place in this build (hidden buttons) is not written.
    expect(batch.settings).toEqual([
      { key: 'chat.streaming', value: false, updatedAt: now, syncedAt: null },
      {
        key: 'models.defaultParameters',
        value: { topP: 0.9, temperature: 0.3 },
        updatedAt: now,
        syncedAt: null,
      },
      { key: 'keyboardShortcuts.map', value: { search: 'J' }, updatedAt: now, syncedAt: null },
    ]);
  });

  it('clones only what exists, relinking messages and references to renamed records', () => {
    counter = 0;
    const batch = importBatch(
      payload(),
      existing({ chats: ['chat-1'], folders: ['fo-1'], agents: ['a-1'], profiles: ['profile-1'] }),
      { mode: 'clone', uuid, now, storedSettings: new Map() },
    );
    const agentID = batch.agents?.[0]?.id;
    const folder = batch.folders?.[0];
    expect(agentID).toMatch(/^a-new-/);
    expect(folder?.id).toMatch(/^fo-new-/);
    expect(folder?.settings.assignedAgentID).toBe(agentID);
    expect(folder?.syncedAt).toBeNull();
    const chat = batch.chats?.[0];
    expect(chat?.meta.id).toMatch(/^new-/);
    expect(chat?.meta.folderID).toBe(folder?.id);
    expect(chat?.meta.syncedAt).toBeNull();
    const [first, second] = chat?.messages ?? [];
    expect(first?.uuid).not.toBe('m1');
    expect(second?.parentUUID).toBe(first?.uuid);
    expect(chat?.meta.currentLeafUUID).toBe(second?.uuid);
    expect(
      chat?.messages.every((message) => message.chatID === chat.meta.id && message.syncedAt === null),
    ).toBe(true);
    // A cloned profile must not become a second current one.
    expect(batch.profiles?.[0]).toMatchObject({ isCurrent: false, syncedAt: null });
  });

  it('leaves new items alone in clone mode', () => {
    const batch = importBatch(payload(), existing({}), {
      mode: 'clone',
      uuid,
      now,
      storedSettings: new Map(),
    });
    expect(batch.chats?.[0]?.meta.id).toBe('chat-1');
    expect(batch.folders?.[0]?.id).toBe('fo-1');
    expect(batch.profiles?.[0]?.isCurrent).toBe(true);
  });
});
