import type { SchemaVersion } from './schema-version.ts';

/**
 * The Files tab and the knowledge base: files (bytes stay in `blobs`), their collections, the
 * passages read from them and each file's reading state on this device. Only adds stores.
 */
export const version3: SchemaVersion = {
  version: 3,
  stores: {
    files: '&id, updatedAt, *collectionIDs',
    knowledgeCollections: '&id',
    knowledgeChunks: '&id, fileID',
    indexedDocuments: '&id',
  },
};
