export { systemClock } from './clock.ts';
export type { Clock } from './clock.ts';
export { cryptoRandom } from './random.ts';
export type { Random } from './random.ts';
export type { SaveChatOptions, StoragePort } from './storage.ts';
export type { ImportBatch, ImportRecordsOptions, ImportedChatRecords } from './import-records.ts';
export type {
  ChatListOptions,
  ChatOrder,
  ChatTable,
  KnowledgeChunkTable,
  MessageTable,
  SettingsTable,
  Table,
  TombstoneReference,
  TombstoneTable,
} from './storage-table.ts';
export { storageTableNames } from './storage-change.ts';
export type { StorageChange, StorageChangeListener, StorageTableName } from './storage-change.ts';
export { InvalidRecordError } from './storage-errors.ts';
export { systemTimers } from './timers.ts';
export type { Timers } from './timers.ts';
