import type { IndexedDocument, StoredFile } from '@confab/core/entities';

/** What the Files tab says about a file's reading for the knowledge base. */
export type ReadingState =
  | { kind: 'not-in-knowledge-base' }
  | { kind: 'waiting' }
  | { kind: 'indexed'; passages: number; note: string | undefined }
  | { kind: 'no-text' }
  | { kind: 'failed'; reason: string | undefined };

/**
 * A file in no collection and never read says nothing; one in a collection without a reading
 * record is waiting for the knowledge service, which writes the record when it is done.
 */
export function readingStateOf(file: StoredFile, indexed: IndexedDocument | undefined): ReadingState {
  if (!indexed)
    return file.collectionIDs.length > 0 ? { kind: 'waiting' } : { kind: 'not-in-knowledge-base' };
  switch (indexed.status) {
    case 'indexed':
      // An indexed document can still carry a problem (its embeddings failed: keyword search only).
      return { kind: 'indexed', passages: indexed.chunkCount, note: indexed.error };
    case 'no-text':
      return { kind: 'no-text' };
    case 'failed':
      return { kind: 'failed', reason: indexed.error };
  }
}
