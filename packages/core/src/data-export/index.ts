export {
  exportListKeys,
  exportSectionKeys,
  exportSections,
  exportValueKeys,
  isExportListKey,
  isExportValueKey,
  recordKeysOf,
} from './export-sections.ts';
export type { ExportListKey, ExportRecordKey, ExportSection, ExportValueKey } from './export-sections.ts';
export { ExportError } from './export-error.ts';
export type { ExportFailure } from './export-error.ts';
export { exportFileName } from './export-file-name.ts';
export { utf8ByteLength } from './utf8-byte-length.ts';
export { defaultMaximumPartBytes, writeExport } from './write-export.ts';
export type { ExportChunk, ExportSource, WriteExportOptions } from './write-export.ts';
export { exportAttachment, exportedAttachmentSchema, importAttachment } from './exported-attachment.ts';
export type { ExportedAttachment } from './exported-attachment.ts';
export {
  exportedKnowledgeFileSchema,
  exportKnowledgeFile,
  importKnowledgeFile,
} from './exported-knowledge-file.ts';
export type { ExportedKnowledgeFile, ImportedKnowledgeFile } from './exported-knowledge-file.ts';
