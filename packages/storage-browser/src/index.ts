export {
  createIndexedDbStorage,
  type IndexedDbStorageOptions,
  type StorageOptions,
} from './indexeddb-storage.ts';
export { createMemoryStorage, type MemoryStorageOptions } from './memory-storage.ts';
export { requestPersistentStorage, type PersistenceResult } from './request-persistent-storage.ts';
export { defaultDatabaseName, openConfabDatabase, type ConfabDatabaseOptions } from './idb/open-database.ts';
export { requestResult } from './idb/request.ts';
export { currentSchemaVersion } from './schema/schema-versions.ts';
export type { InvalidRecordReport } from './engine/engine-context.ts';
export { chatChangeStore, readChatChangesSince, type ChatChange } from './idb/chat-change-log.ts';
