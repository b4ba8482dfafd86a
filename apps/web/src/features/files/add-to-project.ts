import {
  projectFilesExceedLimit,
  type Folder,
  type ProjectFile,
  type Random,
  type StoragePort,
} from '@confab/core';
import { type StoredFile } from '@confab/core/entities';

export type ProjectAddition =
  { kind: 'added'; files: ProjectFile[] } | { kind: 'already-there' } | { kind: 'too-big' };

/**
 * The spec's rule for a project's files: together at most 100 KB. A file already in the project
 * (same name and size) is not added twice.
 */
export function planProjectAddition(folder: Folder, file: StoredFile, blobID: string): ProjectAddition {
  const current = folder.settings.files ?? [];
  if (current.some((entry) => entry.name === file.name && entry.metadata.size === file.size)) {
    return { kind: 'already-there' };
  }
  const files = [...current, { id: blobID, name: file.name, metadata: { size: file.size } }];
  return projectFilesExceedLimit(files) ? { kind: 'too-big' } : { kind: 'added', files };
}

export type AddToProjectResult = ProjectAddition['kind'] | 'not-text' | 'gone';

/**
 * Adds a copy of the file's bytes to the project. A copy, not the same blob: the project settings
 * delete the blob of a file removed from the project, which would take the file's bytes with it.
 * Project files reach the model as text, so a file holding NUL bytes (binary) is refused.
 */
export async function addFileToProject(
  storage: StoragePort,
  options: { fileID: string; folderID: string; random: Random; now: number },
): Promise<AddToProjectResult> {
  const [file, folder] = await Promise.all([
    storage.files.get(options.fileID),
    storage.folders.get(options.folderID),
  ]);
  if (!file || !folder) return 'gone';
  const copyID = options.random.uuid();
  const plan = planProjectAddition(folder, file, copyID);
  if (plan.kind !== 'added') return plan.kind;
  const blob = await storage.blobs.get(file.blobID);
  if (!blob) return 'gone';
  if ((await blob.data.text()).includes('\u0000')) return 'not-text';
  await storage.blobs.put({
    ...blob,
    id: copyID,
    createdAt: options.now,
    updatedAt: options.now,
    syncedAt: null,
  });
  // Re-read: the folder may have changed while the bytes were read.
  const latest = (await storage.folders.get(options.folderID)) ?? folder;
  const latestPlan = planProjectAddition(latest, file, copyID);
  if (latestPlan.kind !== 'added') {
    await storage.blobs.delete(copyID);
    return latestPlan.kind;
  }
  await storage.folders.put({
    ...latest,
    settings: { ...latest.settings, files: latestPlan.files },
    updatedAt: options.now,
    syncedAt: null,
  });
  return 'added';
}
