export const storageTableNames = [
  'chats',
  'messages',
  'folders',
  'agents',
  'prompts',
  'plugins',
  'customModels',
  'profiles',
  'settings',
  'blobs',
  'tombstones',
  'files',
  'knowledgeCollections',
  'knowledgeChunks',
  'indexedDocuments',
] as const;

export type StorageTableName = (typeof storageTableNames)[number];

/**
 * One committed change. `origin` says whether this storage instance made it or another tab (another
 * instance on the same database) did. For `messages`, ids are message uuids and chatIDs names the chats
 * they belong to, so an open chat can tell whether to reload. For `tombstones`, ids are the deleted
 * records' ids.
 */
export interface StorageChange {
  table: StorageTableName;
  ids: readonly string[];
  origin: 'local' | 'remote-tab';
  chatIDs?: readonly string[];
}

export type StorageChangeListener = (change: StorageChange) => void;
