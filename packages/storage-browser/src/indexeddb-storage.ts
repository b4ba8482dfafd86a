import { systemClock, type Clock, type StoragePort } from '@confab/core/ports';
import { ConfabDatabase, defaultDatabaseName, type ConfabDatabaseOptions } from './confab-database.ts';
import { broadcastChannelRelay } from './cross-tab-changes.ts';
import { dexieBackend } from './dexie-backend.ts';
import { createStorageEngine } from './engine/create-storage.ts';
import type { InvalidRecordReport } from './engine/engine-context.ts';

export interface StorageOptions {
  clock?: Clock;
  /** Called for each stored record that fails its schema on read (it is skipped, not thrown). */
  onInvalidRecord?: (report: InvalidRecordReport) => void;
}

export interface IndexedDbStorageOptions
  extends StorageOptions, Omit<ConfabDatabaseOptions, 'schemaVersion'> {
  /** An already built database, for tests that add Dexie middleware (e.g. to count reads). */
  database?: ConfabDatabase;
}

export function warnInvalidRecord(report: InvalidRecordReport): void {
  console.warn(`Skipped an invalid ${report.table} record: ${report.problems.join('; ')}`);
}

/** The browser store: Dexie over IndexedDB, change events shared with other tabs. */
export function createIndexedDbStorage(options: IndexedDbStorageOptions = {}): StoragePort {
  const database = options.database ?? new ConfabDatabase(options);
  const databaseName = options.database?.name ?? options.databaseName ?? defaultDatabaseName;
  return createStorageEngine({
    backend: dexieBackend(database),
    relay: broadcastChannelRelay(databaseName),
    clock: options.clock ?? systemClock,
    onInvalidRecord: options.onInvalidRecord ?? warnInvalidRecord,
  });
}
