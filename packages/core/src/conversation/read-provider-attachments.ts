import type { Message, MessageAttachment } from '../entities/index.ts';
import type { ProviderAttachment } from '../providers/index.ts';
import type { ConversationStore } from './conversation-store.ts';

export interface ReadAttachmentsOptions {
  /** What the model reads of a text attachment; the whole text unless said otherwise. */
  textOf?: (attachment: MessageAttachment, text: string) => string;
}

/** Reads the stored blobs of the attachments on a path into the form providers take. */
export async function readProviderAttachments(
  storage: Pick<ConversationStore, 'blobs'>,
  path: readonly Message[],
  options: ReadAttachmentsOptions = {},
): Promise<Map<string, ProviderAttachment[]>> {
  const result = new Map<string, ProviderAttachment[]>();
  for (const message of path) {
    if (!message.attachments?.length) continue;
    const converted: ProviderAttachment[] = [];
    for (const attachment of message.attachments) {
      const blob = await storage.blobs.get(attachment.blobID);
      if (!blob) continue;
      if (attachment.mimeType.startsWith('image/')) {
        converted.push({
          kind: 'image',
          mimeType: attachment.mimeType,
          dataBase64: await toBase64(blob.data),
        });
      } else {
        const text = await blob.data.text();
        converted.push({
          kind: 'text',
          name: attachment.name,
          text: options.textOf?.(attachment, text) ?? text,
        });
      }
    }
    result.set(message.uuid, converted);
  }
  return result;
}

async function toBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  // Chunked so a large image does not overflow the argument limit of fromCharCode.
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
}
