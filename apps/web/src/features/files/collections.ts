import { createID, idPrefixes, type Random, type StoragePort } from '@confab/core';
import { fileCollectionsMaximum, type KnowledgeCollection } from '@confab/core/entities';

export const collectionNameMaximumLength = 120;
export const collectionDescriptionMaximumLength = 2_000;

export interface CollectionDraft {
  name: string;
  description: string;
}

export function collectionFromDraft(
  draft: CollectionDraft,
  options: { random: Random; now: number; existing?: KnowledgeCollection },
): KnowledgeCollection {
  const name = Array.from(draft.name.trim()).slice(0, collectionNameMaximumLength).join('');
  const description = draft.description.trim().slice(0, collectionDescriptionMaximumLength);
  return {
    id: options.existing?.id ?? createID(idPrefixes.knowledgeCollection, options.random),
    name,
    ...(description ? { description } : {}),
    createdAt: options.existing?.createdAt ?? options.now,
    updatedAt: options.now,
    syncedAt: null,
  };
}

/** Sets which collections a file belongs to (kept unique and within the stored bound). */
export async function setFileCollections(
  storage: StoragePort,
  fileID: string,
  collectionIDs: readonly string[],
): Promise<void> {
  const file = await storage.files.get(fileID);
  if (!file) return;
  const unique = [...new Set(collectionIDs)].slice(0, fileCollectionsMaximum);
  await storage.files.put({ ...file, collectionIDs: unique, updatedAt: Date.now(), syncedAt: null });
}

/** Takes one file out of one collection; the file itself stays. */
export async function removeFileFromCollection(
  storage: StoragePort,
  fileID: string,
  collectionID: string,
): Promise<void> {
  const file = await storage.files.get(fileID);
  if (!file?.collectionIDs.includes(collectionID)) return;
  await setFileCollections(
    storage,
    fileID,
    file.collectionIDs.filter((id) => id !== collectionID),
  );
}

/**
 * Deletes a collection: its id leaves every file first (so no file points at a missing collection
 * if the second step fails), then the collection goes. Files are never deleted.
 */
export async function deleteCollection(storage: StoragePort, collectionID: string): Promise<void> {
  const now = Date.now();
  const changed = (await storage.files.list())
    .filter((file) => file.collectionIDs.includes(collectionID))
    .map((file) => ({
      ...file,
      collectionIDs: file.collectionIDs.filter((id) => id !== collectionID),
      updatedAt: now,
      syncedAt: null,
    }));
  if (changed.length > 0) await storage.files.putMany(changed);
  await storage.knowledgeCollections.delete(collectionID);
}
