import type { Folder } from '@confab/core';
import type { IndexedDocument, KnowledgeCollection, StoredFile } from '@confab/core/entities';
import { useLiveQuery } from '../../storage/use-live-query.ts';

export interface FilesData {
  files: StoredFile[];
  /** Reading state per file id (device-local; written by the knowledge service). */
  indexed: ReadonlyMap<string, IndexedDocument>;
  collections: KnowledgeCollection[];
  loaded: boolean;
}

const noFiles: StoredFile[] = [];
const noCollections: KnowledgeCollection[] = [];
const noFolders: Folder[] = [];
const noIndexed: ReadonlyMap<string, IndexedDocument> = new Map();

/** Files, reading states and collections, each re-read only when its own table changes. */
export function useFilesData(): FilesData {
  const files = useLiveQuery(
    () => ({ read: (storage) => storage.files.list(), watches: (change) => change.table === 'files' }),
    [],
  );
  const indexed = useLiveQuery(
    () => ({
      read: async (storage) =>
        new Map((await storage.indexedDocuments.list()).map((record) => [record.id, record])),
      watches: (change) => change.table === 'indexedDocuments',
    }),
    [],
  );
  const collections = useLiveQuery(
    () => ({
      read: (storage) => storage.knowledgeCollections.list(),
      watches: (change) => change.table === 'knowledgeCollections',
    }),
    [],
  );
  return {
    files: files.value ?? noFiles,
    indexed: indexed.value ?? noIndexed,
    collections: collections.value ?? noCollections,
    loaded: files.loaded && collections.loaded,
  };
}

/** The projects (folders) a file can be added to, live. */
export function useProjects(): Folder[] {
  const folders = useLiveQuery(
    () => ({ read: (storage) => storage.folders.list(), watches: (change) => change.table === 'folders' }),
    [],
  );
  return folders.value ?? noFolders;
}
