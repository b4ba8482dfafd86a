import type { Folder, Message, StoragePort } from '@confab/core';
import type { StoredFile } from '@confab/core/entities';

export interface BlobUsers {
  files: readonly StoredFile[];
  folders: readonly Folder[];
}

/**
 * Whether anything but the deleted file still points at the blob: another file record (a synced
 * copy), or a project's files. Message attachments are checked separately, chat by chat.
 */
export function blobUsedElsewhere(blobID: string, deletedFileID: string, users: BlobUsers): boolean {
  return (
    users.files.some((file) => file.id !== deletedFileID && file.blobID === blobID) ||
    users.folders.some((folder) => (folder.settings.files ?? []).some((file) => file.id === blobID))
  );
}

export function messagesUseBlob(messages: readonly Message[], blobID: string): boolean {
  return messages.some((message) =>
    (message.attachments ?? []).some((attachment) => attachment.blobID === blobID),
  );
}

async function anyMessageUsesBlob(storage: Pick<StoragePort, 'chats' | 'messages'>, blobID: string) {
  // Rare and done after the record is gone, so reading every chat's messages is acceptable here.
  for (const chat of await storage.chats.list()) {
    if (messagesUseBlob(await storage.messages.listByChat(chat.id), blobID)) return true;
  }
  return false;
}

/**
 * Deletes a file: its record (with a tombstone, so other devices follow), its passages and reading
 * state, and its bytes unless a project, a message or another file record still uses the same blob.
 */
export async function deleteStoredFile(storage: StoragePort, fileID: string): Promise<void> {
  const file = await storage.files.get(fileID);
  if (!file) return;
  await storage.files.delete(fileID);
  await storage.knowledgeChunks.deleteByFile(fileID);
  await storage.indexedDocuments.delete(fileID);
  const users = { files: await storage.files.list(), folders: await storage.folders.list() };
  if (blobUsedElsewhere(file.blobID, fileID, users)) return;
  if (await anyMessageUsesBlob(storage, file.blobID)) return;
  await storage.blobs.delete(file.blobID);
}

/** Renames a file; the name is bounded by the caller (`boundedFileName`). */
export async function renameStoredFile(storage: StoragePort, fileID: string, name: string): Promise<void> {
  const file = await storage.files.get(fileID);
  if (!file || file.name === name) return;
  await storage.files.put({ ...file, name, updatedAt: Date.now(), syncedAt: null });
}
