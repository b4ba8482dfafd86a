import type { StoragePort } from '@confab/core';
import { settingsFromDraft, type ProjectSettingsDraft } from './project-settings-draft.ts';

/**
 * Stores the dialog's settings: new files' blobs first, then the folder (re-read, so a rename made
 * meanwhile is kept), then the blobs of removed files. A failure part-way never leaves the folder
 * pointing at a blob that is not there. Resolves false when the folder was deleted meanwhile.
 */
export async function saveProjectSettings(
  storage: StoragePort,
  folderID: string,
  draft: ProjectSettingsDraft,
  now: number,
): Promise<boolean> {
  const folder = await storage.folders.get(folderID);
  if (!folder) return false;
  for (const file of draft.files) {
    if (!file.pending) continue;
    await storage.blobs.put({
      id: file.id,
      mimeType: file.pending.type || 'text/plain',
      size: file.size,
      data: file.pending,
      createdAt: now,
      updatedAt: now,
      syncedAt: null,
    });
  }
  await storage.folders.put({
    ...folder,
    settings: settingsFromDraft(draft),
    updatedAt: now,
    syncedAt: null,
  });
  const kept = new Set(draft.files.map((file) => file.id));
  for (const file of folder.settings.files ?? []) {
    if (!kept.has(file.id)) await storage.blobs.delete(file.id);
  }
  return true;
}
