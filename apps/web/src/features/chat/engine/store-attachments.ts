import type { MessageAttachment, Random, StoragePort } from '@confab/core';

/** Keeps attached files as blobs; messages only point at them, so lists never carry the bytes. */
export async function storeAttachments(
  storage: StoragePort,
  files: readonly File[],
  options: { random: Random; now: number },
): Promise<MessageAttachment[]> {
  const attachments: MessageAttachment[] = [];
  for (const file of files) {
    const blobID = options.random.uuid();
    const mimeType = file.type || 'text/plain';
    await storage.blobs.put({
      id: blobID,
      mimeType,
      size: file.size,
      data: file,
      createdAt: options.now,
      updatedAt: options.now,
      syncedAt: null,
    });
    attachments.push({ blobID, name: file.name, mimeType, size: file.size });
  }
  return attachments;
}
