import { describe, expect, it } from 'vitest';
import type { ChatMeta, Message } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { restoreDeletedChat, snapshotChat } from './restore-deleted-chat.ts';

const times = { createdAt: 1, updatedAt: 1, syncedAt: null };
const meta = {
  id: 'c-1',
  chatTitle: 'Trip',
  preview: '',
  folderID: null,
  favoritedAt: null,
  archivedAt: null,
  tags: [],
  lastMessageCreatedAt: null,
  messageCount: 2,
  currentLeafUUID: 'm-2',
  ...times,
} as unknown as ChatMeta;
const messages: Message[] = [
  { uuid: 'm-1', chatID: 'c-1', role: 'user', content: 'Hi', parentUUID: null, order: 0, ...times },
  { uuid: 'm-2', chatID: 'c-1', role: 'assistant', content: 'Hello', parentUUID: 'm-1', order: 1, ...times },
];

async function deletedChat() {
  const storage = createMemoryStorage();
  await storage.saveChatWithMessages(meta, messages);
  const snapshot = await snapshotChat(storage, 'c-1');
  if (!snapshot) throw new Error('no chat');
  await storage.deleteChat('c-1');
  return { storage, snapshot };
}

let counter = 0;
const ids = { newID: () => `new-${String((counter += 1))}`, now: 50 };

describe('restoreDeletedChat', () => {
  it('brings the chat back exactly, same ids, while its deletion has not been synced', async () => {
    const { storage, snapshot } = await deletedChat();
    expect(await restoreDeletedChat(storage, snapshot, ids)).toBe('c-1');
    expect(await storage.chats.get('c-1')).toEqual(meta);
    expect(await storage.messages.listByChat('c-1')).toEqual(messages);
    // Sync never hears of the deletion.
    expect(await storage.tombstones.list()).toEqual([]);
  });

  it('brings it back whole under new ids once the deletion reached the server', async () => {
    const { storage, snapshot } = await deletedChat();
    await storage.tombstones.markSynced([{ table: 'chats', id: 'c-1' }], 40);
    const restoredID = await restoreDeletedChat(storage, snapshot, ids);
    expect(restoredID).not.toBe('c-1');
    const restored = await storage.messages.listByChat(restoredID);
    expect(restored.map((message) => message.content)).toEqual(['Hi', 'Hello']);
    expect(restored[1]?.parentUUID).toBe(restored[0]?.uuid);
    expect((await storage.chats.get(restoredID))?.currentLeafUUID).toBe(restored[1]?.uuid);
    expect(restored.every((message) => message.syncedAt === null)).toBe(true);
    // The old id stays deleted, so sync does not fight over it.
    expect((await storage.tombstones.list()).map((tombstone) => tombstone.id)).toEqual(['c-1']);
  });
});
