import { describe, expect, it } from 'vitest';
import { createChatMeta, type ChatMeta } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { settingKeys } from '../../storage/setting-keys.ts';
import { applyAutoArchive } from './apply-auto-archive.ts';

const hour = 3_600_000;
const now = 10_000 * hour;

function chat(id: string, fields: Partial<ChatMeta> = {}): ChatMeta {
  return { ...createChatMeta({ id, now: now - 100 * hour }), ...fields };
}

async function setup(settings: Record<string, unknown>) {
  const storage = createMemoryStorage();
  for (const [key, value] of Object.entries(settings)) {
    await storage.settings.set({ key, value, updatedAt: 1, syncedAt: null });
  }
  await storage.chats.putMany([
    chat('old'),
    chat('favourite', { favoritedAt: 1 }),
    chat('archived-long-ago', { archivedAt: now - 500 * hour }),
  ]);
  return storage;
}

describe('applyAutoArchive', () => {
  it('archives and deletes by the stored rules, leaving a tombstone for each delete', async () => {
    const storage = await setup({ [settingKeys.autoArchiveHours]: 48, [settingKeys.autoDeleteHours]: 168 });
    expect(await applyAutoArchive(storage, now)).toEqual({ archived: 1, deleted: 1 });
    expect((await storage.chats.get('old'))?.archivedAt).toBe(now);
    expect((await storage.chats.get('favourite'))?.archivedAt).toBeNull();
    expect(await storage.chats.get('archived-long-ago')).toBeUndefined();
    expect((await storage.tombstones.list()).map((tombstone) => tombstone.id)).toEqual(['archived-long-ago']);
  });

  it('leaves a chat in use that changed after the list was read (a sync at start)', async () => {
    const storage = await setup({ [settingKeys.autoArchiveHours]: 48 });
    const list = storage.chats.list.bind(storage.chats);
    storage.chats.list = async () => {
      const listed = await list();
      await storage.chats.put({ ...chat('old'), chatTitle: 'Named on the phone', updatedAt: now - hour });
      return listed;
    };
    expect(await applyAutoArchive(storage, now)).toEqual({ archived: 0, deleted: 0 });
    expect(await storage.chats.get('old')).toMatchObject({
      archivedAt: null,
      chatTitle: 'Named on the phone',
    });
  });

  it('changes nothing with both rules off (stored empty) or unreadable', async () => {
    const storage = await setup({
      [settingKeys.autoArchiveHours]: '',
      [settingKeys.autoDeleteHours]: 'soon',
    });
    expect(await applyAutoArchive(storage, now)).toEqual({ archived: 0, deleted: 0 });
    expect((await storage.chats.get('old'))?.archivedAt).toBeNull();
    expect(await storage.chats.get('archived-long-ago')).toBeDefined();
  });
});
