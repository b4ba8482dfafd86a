import type { IndexedDocument, StoredFile } from '@confab/core/entities';

/**
 * What a document's chunks were made from: the bytes (blob id), the chunker, the embedding model.
 * The first two decide whether the file must be read again; the last only whether to embed again.
 */
export function documentFingerprint(
  file: Pick<StoredFile, 'blobID'>,
  chunkerVersion: string,
  embeddingModelID: string | undefined,
): string {
  return `${readingFingerprint(file, chunkerVersion)}${embeddingModelID ?? ''}`;
}

function readingFingerprint(file: Pick<StoredFile, 'blobID'>, chunkerVersion: string): string {
  return `${file.blobID}/${chunkerVersion}/`;
}

export type IndexingWork = 'read' | 'embed' | 'none';

/**
 * What a file in the knowledge base needs. A document that could not be read (or has no text) is
 * not read again for a new embedding model: there is nothing to embed, and the same bytes would fail
 * the same way. "Re-index everything" forgets the reading state, which reads it again.
 */
export function workFor(
  file: Pick<StoredFile, 'blobID'>,
  indexed: Pick<IndexedDocument, 'fingerprint' | 'status'> | undefined,
  chunkerVersion: string,
  embeddingModelID: string | undefined,
): IndexingWork {
  if (!indexed) return 'read';
  if (indexed.fingerprint === documentFingerprint(file, chunkerVersion, embeddingModelID)) return 'none';
  if (!indexed.fingerprint.startsWith(readingFingerprint(file, chunkerVersion))) return 'read';
  return indexed.status === 'indexed' ? 'embed' : 'none';
}
