import type { StoredFile } from '@confab/core/entities';

/** A stored file for tests; only what a test names differs. */
export function testFile(overrides: Partial<StoredFile> & { name: string }): StoredFile {
  return {
    id: `fi-${overrides.name}`,
    mimeType: '',
    size: 100,
    blobID: `blob-${overrides.name}`,
    collectionIDs: [],
    createdAt: 1_000,
    updatedAt: 1_000,
    syncedAt: null,
    ...overrides,
  };
}
