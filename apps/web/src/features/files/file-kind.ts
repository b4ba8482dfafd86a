import { documentKindOf } from '../document-readers/index.ts';

/** What kind of document a file is: the document readers' own answer, so filters and reading agree. */
export const fileKindOf = documentKindOf;

/** The type filters of the Files list; `all` shows every file. */
export const fileTypeFilters = [
  'all',
  'documents',
  'pdfs',
  'images',
  'spreadsheets',
  'code',
  'other',
] as const;
export type FileTypeFilter = (typeof fileTypeFilters)[number];
export type FileTypeGroup = Exclude<FileTypeFilter, 'all'>;

/** Spreadsheets no reader reads yet still belong under "Spreadsheets" in the filter. */
const spreadsheetExtensions = new Set(['xlsx', 'xls', 'ods', 'numbers']);

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export function fileTypeGroupOf(file: { name: string; mimeType: string }): FileTypeGroup {
  const kind = fileKindOf(file);
  switch (kind) {
    case 'pdf':
      return 'pdfs';
    case 'docx':
    case 'html':
    case 'markdown':
    case 'text':
      return 'documents';
    case 'image':
      return 'images';
    case 'csv':
      return 'spreadsheets';
    case 'code':
    case 'json':
      return 'code';
    case 'unsupported':
      return spreadsheetExtensions.has(extensionOf(file.name)) ? 'spreadsheets' : 'other';
  }
}

/** How the preview shows a file: as text, rendered Markdown, an image, PDF pages, or not at all. */
export type PreviewKind = 'text' | 'markdown' | 'image' | 'pdf' | 'none';

export function previewKindOf(file: { name: string; mimeType: string }): PreviewKind {
  const kind = fileKindOf(file);
  switch (kind) {
    case 'text':
    case 'code':
    case 'csv':
    case 'json':
    case 'html':
      return 'text';
    case 'markdown':
      return 'markdown';
    case 'image':
      return 'image';
    case 'pdf':
      return 'pdf';
    case 'docx':
    case 'unsupported':
      return 'none';
  }
}
