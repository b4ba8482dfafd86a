import * as z from 'zod/mini';
import { storedFileSchema, type BlobRecord, type StoredFile } from '../entities/index.ts';
import { exportAttachment, exportedAttachmentSchema, importAttachment } from './exported-attachment.ts';

/**
 * A file of the Files tab as the export writes it (`knowledgeFiles`, Confab's own key): the stored
 * record with its bytes beside it, in the attachments' form (base64 inside the JSON), so one record
 * is the whole file and a split export never parts a file from its bytes. The reading index
 * (chunks, reading state) is not exported: every device rebuilds it from the bytes.
 */
export const exportedKnowledgeFileSchema = z.object({
  ...storedFileSchema.shape,
  bytes: exportedAttachmentSchema,
});

export type ExportedKnowledgeFile = z.infer<typeof exportedKnowledgeFileSchema>;

/** A file and its bytes as an import writes them. */
export interface ImportedKnowledgeFile {
  file: StoredFile;
  blob: BlobRecord;
}

export async function exportKnowledgeFile(
  file: StoredFile,
  blob: BlobRecord,
): Promise<ExportedKnowledgeFile> {
  return { ...file, bytes: await exportAttachment(blob) };
}

/** Why an exported file cannot be restored, or the file with its bytes. */
export function importKnowledgeFile(exported: ExportedKnowledgeFile): ImportedKnowledgeFile | string {
  const { bytes, ...file } = exported;
  if (bytes.id !== file.blobID) return 'The file’s bytes are not the ones it names.';
  const blob = importAttachment(bytes);
  if (!blob) return 'The file’s data does not match its size.';
  return { file, blob };
}
