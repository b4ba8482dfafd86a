import * as z from 'zod/mini';
import type { ChatMeta } from '../entities/index.ts';

/** The spec's hour choices for both rules (§9). */
export const autoArchiveHourOptions = [24, 48, 72, 168, 336, 504, 720, 1440, 2160] as const;
/** Turning a rule on starts with this many hours. */
export const defaultAutoArchiveHours = 24;

/** A rule's stored setting: empty when off (spec §4), else its hours. */
export const autoArchiveHoursSettingSchema = z.union([z.literal(''), z.int().check(z.positive())]);
export type AutoArchiveHoursSetting = z.infer<typeof autoArchiveHoursSettingSchema>;

export interface AutoArchiveRules {
  /** Archive chats not updated for this many hours; undefined is off. */
  archiveAfterHours?: number | undefined;
  /** Delete chats archived this many hours ago; undefined is off. */
  deleteAfterHours?: number | undefined;
}

export interface AutoArchivePlan {
  /** The chats to write back, archived now and marked for sync. */
  archive: ChatMeta[];
  /** The ids of archived chats to delete (each delete leaves its tombstone). */
  deleteIDs: string[];
}

const hourMilliseconds = 3_600_000;

/** The hours a stored setting turns on, or undefined when it is off. */
export function autoArchiveHours(setting: AutoArchiveHoursSetting): number | undefined {
  return setting === '' ? undefined : setting;
}

/**
 * What the rules do on load (spec §4). Auto-archive takes chats whose update is older than the set
 * hours and that are not archived, not favourite, not in a folder and not tagged: those are the ones a
 * person has not organised. Auto-delete takes chats archived longer ago than its hours. A chat archived
 * by this run is not deleted by it.
 */
export function planAutoArchive(
  chats: readonly ChatMeta[],
  rules: AutoArchiveRules,
  now: number,
): AutoArchivePlan {
  const archive: ChatMeta[] = [];
  const deleteIDs: string[] = [];
  const archiveBefore =
    rules.archiveAfterHours === undefined ? undefined : now - rules.archiveAfterHours * hourMilliseconds;
  const deleteBefore =
    rules.deleteAfterHours === undefined ? undefined : now - rules.deleteAfterHours * hourMilliseconds;
  for (const chat of chats) {
    if (chat.archivedAt !== null) {
      if (deleteBefore !== undefined && chat.archivedAt < deleteBefore) deleteIDs.push(chat.id);
      continue;
    }
    if (archiveBefore === undefined || chat.updatedAt >= archiveBefore) continue;
    if (chat.favoritedAt !== null || chat.folderID !== null || chat.tags.length > 0) continue;
    archive.push({ ...chat, archivedAt: now, syncedAt: null });
  }
  return { archive, deleteIDs };
}
