/**
 * What kind of document a file is, from its MIME type and then its extension. Mirrors the shape of
 * the document readers' `documentKindOf` so the two can be swapped once that feature lands.
 */
export type DocumentKind =
  'pdf' | 'docx' | 'html' | 'markdown' | 'text' | 'code' | 'csv' | 'json' | 'image' | 'unsupported';

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

const extensionKinds = new Map<string, DocumentKind>([
  ['pdf', 'pdf'],
  ['docx', 'docx'],
  ['html', 'html'],
  ['htm', 'html'],
  ['md', 'markdown'],
  ['markdown', 'markdown'],
  ['txt', 'text'],
  ['text', 'text'],
  ['log', 'text'],
  ['csv', 'csv'],
  ['tsv', 'csv'],
  ['json', 'json'],
  ...['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg', 'bmp', 'avif'].map(
    (extension) => [extension, 'image'] as const,
  ),
  ...[
    'ts',
    'tsx',
    'js',
    'jsx',
    'mjs',
    'cjs',
    'py',
    'java',
    'go',
    'rs',
    'c',
    'cpp',
    'h',
    'hpp',
    'cs',
    'rb',
    'php',
    'swift',
    'kt',
    'sh',
    'sql',
    'css',
    'scss',
    'xml',
    'yaml',
    'yml',
    'toml',
    'ini',
  ].map((extension) => [extension, 'code'] as const),
]);

const mimeKinds = new Map<string, DocumentKind>([
  ['application/pdf', 'pdf'],
  ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
  ['text/html', 'html'],
  ['text/markdown', 'markdown'],
  ['text/csv', 'csv'],
  ['text/tab-separated-values', 'csv'],
  ['application/json', 'json'],
  ['text/plain', 'text'],
]);

/** Spreadsheets no reader reads yet still belong under "Spreadsheets" in the filter. */
const spreadsheetExtensions = new Set(['xlsx', 'xls', 'ods', 'numbers']);

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export function fileKindOf(file: { name: string; mimeType: string }): DocumentKind {
  const mimeType = file.mimeType.toLowerCase().split(';')[0]?.trim() ?? '';
  const byExtension = extensionKinds.get(extensionOf(file.name));
  // A generic text type says less than the extension (a .py file is often sent as text/plain).
  if (
    byExtension &&
    (mimeType === '' || mimeType === 'text/plain' || mimeType === 'application/octet-stream')
  ) {
    return byExtension;
  }
  const byMime = mimeKinds.get(mimeType);
  if (byMime) return byMime;
  if (mimeType.startsWith('image/')) return 'image';
  if (byExtension) return byExtension;
  if (mimeType.startsWith('text/')) return 'text';
  return 'unsupported';
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
