import type { StoragePort } from '@confab/core';
import { settingKeys } from '../../storage/setting-keys.ts';
import type { ExampleRecords } from './example-chats.ts';

async function isWorkspaceEmpty(storage: StoragePort): Promise<boolean> {
  const chats = await storage.chats.query({ includeArchived: true, limit: 1 });
  return chats.length === 0 && (await storage.folders.list()).length === 0;
}

/**
 * Adds the Examples project and its chats once per device, and only into an empty workspace (a
 * first run, not a returning person whose privacy choice expired). An id this device holds a
 * tombstone for is never filled again: the person deleted it here, or sync brought the deletion.
 * A device that fills before it hears of a deletion elsewhere loses the records at its first sync
 * (deletion is final for chats and folders, docs/sync.md). Answers whether anything was written.
 */
export async function fillExampleChats(
  storage: StoragePort,
  loadRecords: () => Promise<ExampleRecords>,
  { now }: { now: number },
): Promise<boolean> {
  if ((await storage.settings.get(settingKeys.exampleChatsFilled))?.value === true) return false;
  let wrote = false;
  if (await isWorkspaceEmpty(storage)) {
    const { folder, chats } = await loadRecords();
    const removed = new Set((await storage.tombstones.list()).map((entry) => `${entry.table}:${entry.id}`));
    const folderKept = !removed.has(`folders:${folder.id}`);
    if (folderKept) await storage.folders.put(folder);
    for (const chat of chats) {
      if (removed.has(`chats:${chat.meta.id}`)) continue;
      const meta = folderKept ? chat.meta : { ...chat.meta, folderID: null };
      await storage.saveChatWithMessages(meta, chat.messages);
      wrote = true;
    }
    wrote ||= folderKept;
  }
  await storage.settings.set({
    key: settingKeys.exampleChatsFilled,
    value: true,
    updatedAt: now,
    syncedAt: null,
  });
  return wrote;
}
