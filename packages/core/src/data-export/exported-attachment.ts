import * as z from 'zod/mini';
import { recordTimesShape, type BlobRecord } from '../entities/index.ts';

/**
 * A row of the blobs table (attachments, avatars) as the export writes it: the bytes as base64
 * inside the JSON, one record per blob. Not a key of the spec's record (its exports leave files
 * out); other apps skip the unknown key. Data inside the JSON rather than files in a ZIP keeps one
 * format that streams and splits like every other list.
 */
export const exportedAttachmentSchema = z.object({
  id: z.string().check(z.minLength(1)),
  mimeType: z.string(),
  size: z.int().check(z.nonnegative()),
  base64: z.string().check(z.regex(/^[A-Za-z0-9+/]*={0,2}$/)),
  ...recordTimesShape,
});

export type ExportedAttachment = z.infer<typeof exportedAttachmentSchema>;

/** Bytes per `btoa` call: a multiple of 3, so the pieces join into one valid base64 text. */
const encodeStepBytes = 3 * 16 * 1024;

function toBase64(bytes: Uint8Array): string {
  const pieces: string[] = [];
  for (let start = 0; start < bytes.length; start += encodeStepBytes) {
    let binary = '';
    for (const byte of bytes.subarray(start, start + encodeStepBytes)) binary += String.fromCharCode(byte);
    pieces.push(btoa(binary));
  }
  return pieces.join('');
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export async function exportAttachment(record: BlobRecord): Promise<ExportedAttachment> {
  return {
    id: record.id,
    mimeType: record.mimeType,
    size: record.size,
    base64: toBase64(new Uint8Array(await record.data.arrayBuffer())),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    syncedAt: record.syncedAt,
  };
}

/** The blobs-table row again; undefined when the bytes do not match the size the record states. */
export function importAttachment(exported: ExportedAttachment): BlobRecord | undefined {
  const bytes = fromBase64(exported.base64);
  if (bytes.length !== exported.size) return undefined;
  const { base64: _base64, ...fields } = exported;
  return { ...fields, data: new Blob([bytes], { type: exported.mimeType }) };
}
