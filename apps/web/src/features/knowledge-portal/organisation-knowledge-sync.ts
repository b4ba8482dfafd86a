import type { StoragePort } from '@confab/core';
import type { OrganisationKnowledgeResponse } from '@confab/core/protocol';
import {
  readOrganisationBlob,
  readOrganisationKnowledge,
  type FetchImplementation,
} from './knowledge-client.ts';

/** Documents downloaded in one run; the rest follow in the next, so a first run stays bounded. */
export const maxBlobDownloadsPerRun = 50;

/** Largest published document taken onto a device (the server's own upload limit). */
export const maxOrganisationBlobBytes = 100 * 1024 * 1024;

export interface OrganisationSyncResult {
  collections: number;
  files: number;
  downloaded: number;
  removed: number;
}

/**
 * Writes the organisation's collections and file records into the local store as they are published
 * (marked `organisation`, read-only in the app), downloads the bytes of those not yet on the device,
 * and removes what is no longer published. The local reader then indexes them like any file.
 */
export async function applyOrganisationKnowledge(
  storage: StoragePort,
  published: OrganisationKnowledgeResponse,
  downloadBlob: (blobID: string) => Promise<Blob>,
): Promise<OrganisationSyncResult> {
  const localCollections = await storage.knowledgeCollections.list();
  const localOrganisationIDs = new Set(
    localCollections
      .filter((collection) => collection.organisation === true)
      .map((collection) => collection.id),
  );
  const publishedCollectionIDs = new Set(published.collections.map((collection) => collection.id));
  // A member's own collection that happens to share an id is never overwritten.
  const ownIDs = new Set(
    localCollections
      .filter((collection) => collection.organisation !== true)
      .map((collection) => collection.id),
  );
  const collections = published.collections.filter((collection) => !ownIDs.has(collection.id));
  await storage.knowledgeCollections.putMany(collections);

  const localFiles = await storage.files.list();
  const localFileByID = new Map(localFiles.map((file) => [file.id, file]));
  // Marked `organisation`, a file stays out of every push; a member's own file is never replaced.
  const files = published.files
    .filter((file) => {
      const local = localFileByID.get(file.id);
      return local === undefined || local.organisation === true;
    })
    .map((file) => ({ ...file, organisation: true }));
  await storage.files.putMany(files);

  let downloaded = 0;
  const stored = await storage.blobs.getMany(files.map((file) => file.blobID));
  for (const [index, file] of files.entries()) {
    if (stored[index] !== undefined || downloaded >= maxBlobDownloadsPerRun) continue;
    if (file.size > maxOrganisationBlobBytes) continue;
    const data = await downloadBlob(file.blobID);
    await storage.blobs.put({
      id: file.blobID,
      mimeType: file.mimeType,
      size: data.size,
      data,
      createdAt: file.createdAt,
      updatedAt: file.updatedAt,
      syncedAt: file.updatedAt,
    });
    downloaded += 1;
  }

  const publishedFileIDs = new Set(files.map((file) => file.id));
  const goneFiles = localFiles.filter((file) => file.organisation === true && !publishedFileIDs.has(file.id));
  for (const file of goneFiles) {
    await storage.files.delete(file.id);
    await storage.blobs.delete(file.blobID);
  }
  const goneCollections = [...localOrganisationIDs].filter((id) => !publishedCollectionIDs.has(id));
  for (const id of goneCollections) await storage.knowledgeCollections.delete(id);

  return {
    collections: collections.length,
    files: files.length,
    downloaded,
    removed: goneFiles.length + goneCollections.length,
  };
}

/** One run against the server: fetch what is published, then apply it to the local store. */
export async function syncOrganisationKnowledge({
  storage,
  token,
  fetchImplementation,
}: {
  storage: StoragePort;
  token: string;
  fetchImplementation?: FetchImplementation;
}): Promise<OrganisationSyncResult> {
  const published = await readOrganisationKnowledge(token, fetchImplementation);
  return applyOrganisationKnowledge(storage, published, (blobID) =>
    readOrganisationBlob(token, blobID, fetchImplementation),
  );
}
