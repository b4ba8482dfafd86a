/** What a file is, for choosing a reader and for the Files tab's type filters and icons. */
export type DocumentKind =
  'pdf' | 'docx' | 'html' | 'markdown' | 'text' | 'code' | 'csv' | 'json' | 'image' | 'unsupported';

const docxMimeType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** MIME types that name one kind for certain; generic ones (text/plain, octet-stream) are not here. */
const kindByMimeType = new Map<string, DocumentKind>([
  ['application/pdf', 'pdf'],
  [docxMimeType, 'docx'],
  ['text/html', 'html'],
  ['application/xhtml+xml', 'html'],
  ['text/markdown', 'markdown'],
  ['text/x-markdown', 'markdown'],
  ['text/csv', 'csv'],
  ['text/tab-separated-values', 'csv'],
  ['application/json', 'json'],
]);

const kindByExtension = new Map<string, DocumentKind>([
  ['pdf', 'pdf'],
  ['docx', 'docx'],
  ['html', 'html'],
  ['htm', 'html'],
  ['xhtml', 'html'],
  ['md', 'markdown'],
  ['markdown', 'markdown'],
  ['mdown', 'markdown'],
  ['txt', 'text'],
  ['text', 'text'],
  ['log', 'text'],
  ['rst', 'text'],
  ['csv', 'csv'],
  ['tsv', 'csv'],
  ['tab', 'csv'],
  ['json', 'json'],
  ['png', 'image'],
  ['jpg', 'image'],
  ['jpeg', 'image'],
  ['gif', 'image'],
  ['webp', 'image'],
  ['avif', 'image'],
  ['bmp', 'image'],
  ['svg', 'image'],
]);

/** Source files read as code: one block per range of lines, cited by file name and lines. */
export const codeExtensions: ReadonlySet<string> = new Set([
  'js',
  'mjs',
  'cjs',
  'jsx',
  'ts',
  'mts',
  'cts',
  'tsx',
  'py',
  'rb',
  'go',
  'rs',
  'java',
  'kt',
  'kts',
  'scala',
  'swift',
  'c',
  'h',
  'cc',
  'cpp',
  'cxx',
  'hpp',
  'hh',
  'cs',
  'fs',
  'php',
  'pl',
  'lua',
  'r',
  'dart',
  'ex',
  'exs',
  'erl',
  'hs',
  'clj',
  'ml',
  'zig',
  'nim',
  'jl',
  'sh',
  'bash',
  'zsh',
  'fish',
  'ps1',
  'bat',
  'sql',
  'css',
  'scss',
  'sass',
  'less',
  'vue',
  'svelte',
  'astro',
  'xml',
  'yaml',
  'yml',
  'toml',
  'ini',
  'cfg',
  'conf',
  'env',
  'gradle',
  'cmake',
  'make',
  'mk',
  'proto',
  'graphql',
  'gql',
  'tf',
  'nix',
  'dockerfile',
  'ipynb',
]);

/** File names without a telling extension that are still code. */
const codeFileNames: ReadonlySet<string> = new Set([
  'dockerfile',
  'makefile',
  'gemfile',
  'rakefile',
  'justfile',
]);

export function fileExtension(name: string): string {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

function baseMimeType(mimeType: string): string {
  return mimeType.split(';', 1)[0]?.trim().toLowerCase() ?? '';
}

/**
 * By MIME type when it names a kind for certain, then by extension, then by a generic text type.
 * The extension comes before `text/plain` because browsers label many source files that way, and
 * before an unknown MIME type because they call `.ts` files `video/mp2t`.
 */
export function documentKindOf(file: { name: string; mimeType: string }): DocumentKind {
  const mimeType = baseMimeType(file.mimeType);
  const byMime = kindByMimeType.get(mimeType);
  if (byMime) return byMime;
  if (mimeType.startsWith('image/')) return 'image';
  const extension = fileExtension(file.name);
  const byExtension = kindByExtension.get(extension);
  if (byExtension) return byExtension;
  if (codeExtensions.has(extension)) return 'code';
  const base = file.name.slice(file.name.lastIndexOf('/') + 1).toLowerCase();
  if (codeFileNames.has(base)) return 'code';
  if (mimeType.startsWith('text/')) return 'text';
  if (mimeType === 'application/javascript' || mimeType === 'application/xml') return 'code';
  return 'unsupported';
}

/** Whether a CSV-kind file is tab-separated (the reader passes the delimiter to the parser). */
export function isTabSeparated(file: { name: string; mimeType: string }): boolean {
  const extension = fileExtension(file.name);
  return (
    baseMimeType(file.mimeType) === 'text/tab-separated-values' || extension === 'tsv' || extension === 'tab'
  );
}

/** For `<input type="file" accept>`: every type a reader handles, images for previews included. */
export const acceptedDocumentTypes: string = [
  ...kindByMimeType.keys(),
  'text/plain',
  'image/*',
  ...[...kindByExtension.keys(), ...codeExtensions].map((extension) => `.${extension}`),
].join(',');
