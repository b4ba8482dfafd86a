import { escapeHTML } from '../sharing/viewer/escape-html.ts';
import type { CollectionRecord, FileRecord, KnowledgeRecords } from './knowledge-records.ts';
import { portalStyle } from './portal-style.ts';

/** Rows drawn per collection; the rest are counted, so a huge collection stays one light page. */
export const maxRowsPerCollection = 500;

export interface StorageUse {
  usedBytes: number;
  /** Undefined when the account has no limit. */
  limitBytes?: number;
}

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
const numberFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${numberFormat.format(value)} ${units[unit] ?? 'bytes'}`;
}

const typeNames = new Map([
  ['application/pdf', 'PDF'],
  ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'Word'],
  ['text/markdown', 'Markdown'],
  ['text/html', 'HTML'],
  ['text/csv', 'CSV'],
  ['text/tab-separated-values', 'TSV'],
  ['application/json', 'JSON'],
  ['text/plain', 'Text'],
]);

/** A short type a person recognises: a known kind, else the file's extension, else its MIME type. */
export function documentType(file: Pick<FileRecord, 'name' | 'mimeType'>): string {
  const known = typeNames.get(file.mimeType.toLowerCase());
  if (known !== undefined) return known;
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(file.name)?.[1];
  if (extension !== undefined) return extension.toUpperCase();
  return file.mimeType === '' ? 'File' : file.mimeType.slice(0, 60);
}

function documentRows(files: readonly FileRecord[]): string {
  const sorted = [...files].sort((left, right) => left.name.localeCompare(right.name));
  const rows = sorted
    .slice(0, maxRowsPerCollection)
    .map(
      (file) =>
        `<tr><td>${escapeHTML(file.name)}</td><td>${escapeHTML(documentType(file))}</td>` +
        `<td class="size">${formatBytes(file.size)}</td>` +
        `<td>${file.updatedAt > 0 ? `<time datetime="${new Date(file.updatedAt).toISOString()}">${dateFormat.format(file.updatedAt)}</time>` : ''}</td></tr>`,
    );
  const more = sorted.length - rows.length;
  if (more > 0) rows.push(`<tr><td colspan="4" class="empty">and ${String(more)} more</td></tr>`);
  return rows.join('\n');
}

function documentTable(caption: string, files: readonly FileRecord[]): string {
  if (files.length === 0) return '<p class="empty">No documents yet.</p>';
  return `<table>
<caption>${escapeHTML(caption)}</caption>
<thead><tr><th scope="col">Name</th><th scope="col">Type</th><th scope="col" class="size">Size</th><th scope="col">Updated</th></tr></thead>
<tbody>
${documentRows(files)}
</tbody>
</table>`;
}

function collectionSection(
  collection: CollectionRecord,
  files: readonly FileRecord[],
  index: number,
): string {
  const headingID = `collection-${String(index)}`;
  const count = `${String(files.length)} ${files.length === 1 ? 'document' : 'documents'}`;
  return `<section aria-labelledby="${headingID}">
<h2 id="${headingID}">${escapeHTML(collection.name)} <span class="badge">${count}</span></h2>
${collection.description ? `<p class="description">${escapeHTML(collection.description)}</p>` : ''}
${documentTable(`Documents in ${collection.name}`, files)}
</section>`;
}

function storageLine(storage: StorageUse): string {
  const used = formatBytes(storage.usedBytes);
  return storage.limitBytes === undefined
    ? `${used} of cloud storage used`
    : `${used} of ${formatBytes(storage.limitBytes)} cloud storage used`;
}

/**
 * The knowledge portal: the signed-in person's synced collections with their documents, and what
 * their cloud storage holds. Server-drawn, no script; every name is escaped (a person may call a
 * file anything). The one link goes back to the app's Files tab, in the top window.
 */
export function knowledgePortalPage({
  records,
  storage,
  organisationCollections,
}: {
  records: KnowledgeRecords;
  storage: StorageUse;
  /** Names of collections the organisation shares with this person (on a managed host). */
  organisationCollections: readonly string[];
}): string {
  const collections = [...records.collections].sort((left, right) => left.name.localeCompare(right.name));
  const known = new Set(collections.map((collection) => collection.id));
  const inCollection = new Map<string, FileRecord[]>();
  const loose: FileRecord[] = [];
  for (const file of records.files) {
    const named = file.collectionIDs.filter((id) => known.has(id));
    if (named.length === 0) loose.push(file);
    for (const id of named) inCollection.set(id, [...(inCollection.get(id) ?? []), file]);
  }
  const sections = collections.map((collection, index) =>
    collectionSection(collection, inCollection.get(collection.id) ?? [], index),
  );
  const summary = `${String(collections.length)} ${collections.length === 1 ? 'collection' : 'collections'} · ${String(records.files.length)} ${records.files.length === 1 ? 'document' : 'documents'} · ${storageLine(storage)}`;
  const organisation =
    organisationCollections.length === 0
      ? ''
      : `<section aria-labelledby="organisation"><h2 id="organisation">Shared by your organisation</h2>
<ul>${organisationCollections.map((name) => `<li>${escapeHTML(name)}</li>`).join('')}</ul></section>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>Knowledge base · Confab</title>
<style>${portalStyle}</style>
</head>
<body>
<main>
<header>
<h1>Your knowledge base</h1>
<p class="meta">${summary}</p>
<a class="action" href="/#files" target="_top">Manage files in Confab</a>
</header>
${sections.length === 0 ? '<p class="empty">No collections have synced yet. Make one in the Files tab, and it shows here after the next sync.</p>' : sections.join('\n')}
${loose.length === 0 ? '' : `<section aria-labelledby="loose"><h2 id="loose">Not in a collection</h2>\n${documentTable('Documents in no collection', loose)}</section>`}
${organisation}
<footer>Only you see this page. Documents are read and searched in your browser; the cloud keeps the files and their names for your other devices.</footer>
</main>
</body>
</html>
`;
}

/** A link that has ended or was never genuine: nothing says which. */
export function portalLinkEndedPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>Link ended · Confab</title>
<style>${portalStyle}</style>
</head>
<body>
<main>
<header><h1>This link has ended</h1></header>
<p>Knowledge base links last a few minutes. Open the knowledge base from Confab again.</p>
<p><a class="action" href="/#files" target="_top">Open Confab</a></p>
</main>
</body>
</html>
`;
}
