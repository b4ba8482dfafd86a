import { describe, expect, it, vi } from 'vitest';
import { createChatMeta, type StorageChange } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { createTemporaryChatStorage } from './temporary-chat-storage.ts';
import { isTemporaryChatActive, setTemporaryChatActive } from './temporary-chat-state.ts';

const hello = {
  uuid: 'q',
  chatID: 'temp',
  role: 'user' as const,
  content: 'Hi',
  order: 0,
  createdAt: 1,
  updatedAt: 1,
  syncedAt: null,
};

describe('temporary chat storage', () => {
  it('keeps chats and messages in memory and reads everything else from the real store', async () => {
    const base = createMemoryStorage();
    const memory = createMemoryStorage();
    await base.settings.set({ key: 'chat.streaming', value: false, updatedAt: 1, syncedAt: null });
    const storage = createTemporaryChatStorage(base, memory);
    await storage.saveChatWithMessages(createChatMeta({ id: 'temp', now: 1 }), [hello]);

    expect(await storage.chats.get('temp')).toBeDefined();
    expect(await storage.messages.listByChat('temp')).toHaveLength(1);
    expect(await base.chats.list()).toEqual([]);
    expect(await base.messages.listByChat('temp')).toEqual([]);
    expect((await storage.settings.get('chat.streaming'))?.value).toBe(false);

    await storage.deleteChat('temp');
    expect(await base.tombstones.list()).toEqual([]);
  });

  it('reports the chat changes of memory and the other changes of the real store', async () => {
    const base = createMemoryStorage();
    const storage = createTemporaryChatStorage(base, createMemoryStorage());
    const changes: StorageChange[] = [];
    const listener = vi.fn((change: StorageChange) => changes.push(change));
    const unsubscribe = storage.subscribe(listener);
    await base.chats.put(createChatMeta({ id: 'stored', now: 1 }));
    await base.settings.set({ key: 'chat.streaming', value: true, updatedAt: 1, syncedAt: null });
    await storage.chats.put(createChatMeta({ id: 'temp', now: 1 }));
    unsubscribe();
    expect(changes.map((change) => [change.table, change.ids])).toEqual([
      ['settings', ['chat.streaming']],
      ['chats', ['temp']],
    ]);
  });

  it('is a session that turning off ends', () => {
    expect(isTemporaryChatActive()).toBe(false);
    setTemporaryChatActive(true);
    expect(isTemporaryChatActive()).toBe(true);
    setTemporaryChatActive(false);
    expect(isTemporaryChatActive()).toBe(false);
  });
});
