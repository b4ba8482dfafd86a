export {
  createIndexedDbStorage,
  type IndexedDbStorageOptions,
  type StorageOptions,
} from './indexeddb-storage.ts';
export { createMemoryStorage, type MemoryStorageOptions } from './memory-storage.ts';
export { requestPersistentStorage, type PersistenceResult } from './request-persistent-storage.ts';
export { ConfabDatabase, defaultDatabaseName, type ConfabDatabaseOptions } from './confab-database.ts';
export { currentSchemaVersion } from './schema/schema-versions.ts';
export type { InvalidRecordReport } from './engine/engine-context.ts';
