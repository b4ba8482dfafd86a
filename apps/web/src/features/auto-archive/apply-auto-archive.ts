import type { StoragePort } from '@confab/core';
import { autoArchiveHours, autoArchiveHoursSettingSchema, planAutoArchive } from '@confab/core/auto-archive';
import { settingKeys } from '../../storage/setting-keys.ts';

export interface AutoArchiveOutcome {
  archived: number;
  deleted: number;
}

async function readHours(storage: StoragePort, key: string): Promise<number | undefined> {
  const stored = await storage.settings.get(key);
  const parsed = autoArchiveHoursSettingSchema.safeParse(stored?.value ?? '');
  return parsed.success ? autoArchiveHours(parsed.data) : undefined;
}

/**
 * Applies the auto-archive and auto-delete rules once (spec §4, on load). With both off it reads no
 * chat at all; otherwise it reads chat metadata only, never a message.
 */
export async function applyAutoArchive(storage: StoragePort, now: number): Promise<AutoArchiveOutcome> {
  const [archiveAfterHours, deleteAfterHours] = await Promise.all([
    readHours(storage, settingKeys.autoArchiveHours),
    readHours(storage, settingKeys.autoDeleteHours),
  ]);
  if (archiveAfterHours === undefined && deleteAfterHours === undefined) return { archived: 0, deleted: 0 };
  const chats = await storage.chats.list();
  const plan = planAutoArchive(chats, { archiveAfterHours, deleteAfterHours }, now);
  const planned = new Map(plan.archive.map((chat) => [chat.id, chat]));
  let archivedCount = 0;
  // On the chats as stored: one that changed since the list was read (a sync at start) is in use.
  await storage.chats.updateMany([...planned.keys()], (chat) => {
    const archived = planned.get(chat.id);
    if (!archived || chat.updatedAt !== archived.updatedAt) return undefined;
    archivedCount += 1;
    return archived;
  });
  for (const id of plan.deleteIDs) await storage.deleteChat(id);
  return { archived: archivedCount, deleted: plan.deleteIDs.length };
}
