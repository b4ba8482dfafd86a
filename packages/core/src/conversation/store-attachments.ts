import type { MessageAttachment } from '../entities/index.ts';
import type { Random } from '../ports/index.ts';
import type { ConversationStore } from './conversation-store.ts';

/** A file to attach: the browser's `File` is one. */
export type AttachedFile = Blob & { readonly name: string };

/** Keeps attached files as blobs; messages only point at them, so lists never carry the bytes. */
export async function storeAttachments(
  storage: Pick<ConversationStore, 'blobs'>,
  files: readonly AttachedFile[],
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
