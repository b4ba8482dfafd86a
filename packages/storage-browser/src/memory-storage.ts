import { systemClock, type StoragePort } from '@confab/core/ports';
import { createStorageEngine } from './engine/create-storage.ts';
import { warnInvalidRecord, type StorageOptions } from './indexeddb-storage.ts';
import { memoryBackend } from './memory-backend.ts';
import { memoryBusRelay } from './memory-change-bus.ts';

export interface MemoryStorageOptions extends StorageOptions {
  /** Instances opened with one name share data and events, like tabs on one IndexedDB database. */
  databaseName?: string;
}

let anonymousDatabases = 0;

/** The in-memory twin of the IndexedDB store, for tests and for environments without IndexedDB. */
export function createMemoryStorage(options: MemoryStorageOptions = {}): StoragePort {
  anonymousDatabases += 1;
  const databaseName = options.databaseName ?? `anonymous-memory-database-${anonymousDatabases}`;
  return createStorageEngine({
    backend: memoryBackend(databaseName),
    relay: memoryBusRelay(databaseName),
    clock: options.clock ?? systemClock,
    onInvalidRecord: options.onInvalidRecord ?? warnInvalidRecord,
  });
}
