import { systemClock, type Clock, type StoragePort } from '@confab/core/ports';
import { broadcastChannelRelay } from './cross-tab-changes.ts';
import { createStorageEngine } from './engine/create-storage.ts';
import type { InvalidRecordReport } from './engine/engine-context.ts';
import { indexedDbBackend } from './idb/idb-backend.ts';
import { defaultDatabaseName, openConfabDatabase, type ConfabDatabaseOptions } from './idb/open-database.ts';

export interface StorageOptions {
  clock?: Clock;
  /** Called for each stored record that fails its schema on read (it is skipped, not thrown). */
  onInvalidRecord?: (report: InvalidRecordReport) => void;
}

export interface IndexedDbStorageOptions
  extends StorageOptions, Omit<ConfabDatabaseOptions, 'schemaVersion'> {
  /**
   * A connection already being opened (with `openConfabDatabase`) under `databaseName`, to share it
   * with other readers, or for tests that write rows behind the engine's back.
   */
  database?: Promise<IDBDatabase>;
}

export function warnInvalidRecord(report: InvalidRecordReport): void {
  console.warn(`Skipped an invalid ${report.table} record: ${report.problems.join('; ')}`);
}

/** The browser store: IndexedDB, change events shared with other tabs. */
export function createIndexedDbStorage(options: IndexedDbStorageOptions = {}): StoragePort {
  const opening = options.database ?? openConfabDatabase(options);
  const databaseName = options.databaseName ?? defaultDatabaseName;
  return createStorageEngine({
    backend: indexedDbBackend(opening, options.IDBKeyRange),
    relay: broadcastChannelRelay(databaseName),
    clock: options.clock ?? systemClock,
    onInvalidRecord: options.onInvalidRecord ?? warnInvalidRecord,
  });
}
