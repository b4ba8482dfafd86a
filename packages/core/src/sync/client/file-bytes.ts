import type { BlobRecord, StoredFile } from '../../entities/index.ts';
import type { StoragePort } from '../../ports/index.ts';
import type { SyncCategory } from '../../sync-rules/index.ts';

/*
 * A file's bytes follow the knowledge category, an attachment's the attachments category. The
 * bytes of a file (its `blobID`) go up and come down with the file record; they travel as a `blob`
 * record of their own only when a project lists them too (the Files tab's "Add to project" shares
 * the blob), since a project file is an attachment.
 */

/** Blob ids whose bytes travel only with a file: a live file names them and no project does. */
export async function fileOnlyBlobIDs(storage: StoragePort): Promise<Set<string>> {
  const ids = new Set((await storage.files.list()).map((file) => file.blobID));
  if (ids.size === 0) return ids;
  for (const folder of await storage.folders.list()) {
    for (const projectFile of folder.settings.files ?? []) ids.delete(projectFile.id);
  }
  return ids;
}

/**
 * A blob deletion may stand for attachment bytes or a file's bytes (the file is gone by then, so
 * nothing tells which): it goes while either category syncs, so the cloud copy is freed either way.
 */
export function blobDeletionTravels(categories: ReadonlySet<SyncCategory>): boolean {
  return categories.has('attachments') || categories.has('knowledge');
}

/** The blob row a pulled file brings with it: its bytes under the file's blobID, already synced. */
export function fileBlobRow(file: StoredFile, data: Blob, now: number): BlobRecord {
  return {
    id: file.blobID,
    mimeType: file.mimeType,
    size: data.size,
    data,
    createdAt: file.createdAt,
    updatedAt: file.updatedAt,
    syncedAt: now,
  };
}

/** The blob id of a pulled file record, or undefined when the data does not name one. */
export function blobIDOfFileData(data: unknown): string | undefined {
  const blobID =
    typeof data === 'object' && data !== null ? (data as { blobID?: unknown }).blobID : undefined;
  return typeof blobID === 'string' && blobID !== '' ? blobID : undefined;
}

/**
 * What goes with a file deleted elsewhere: its device-local index and reading state, and its bytes
 * unless another file or a project still uses them. The bytes' own deletion is the deleting
 * device's to send (it knows whether anything else used them), so this one sends none.
 */
export async function deleteFileLocally(storage: StoragePort, fileID: string, now: number): Promise<void> {
  const file = await storage.files.get(fileID);
  await storage.files.delete(fileID);
  await storage.knowledgeChunks.deleteByFile(fileID);
  await storage.indexedDocuments.delete(fileID);
  if (!file) return;
  const stillUsed =
    (await storage.files.list()).some((other) => other.blobID === file.blobID) ||
    (await storage.folders.list()).some((folder) =>
      (folder.settings.files ?? []).some((projectFile) => projectFile.id === file.blobID),
    );
  if (stillUsed || !(await storage.blobs.get(file.blobID))) return;
  await storage.blobs.delete(file.blobID);
  await storage.tombstones.markSynced([{ table: 'blobs', id: file.blobID }], now);
}
