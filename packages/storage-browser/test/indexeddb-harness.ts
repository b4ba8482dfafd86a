import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { Clock } from '@confab/core/ports';
import { ConfabDatabase, createIndexedDbStorage } from '../src/index.ts';

/**
 * A private fake-indexeddb factory per test: nothing leaks between tests, and two storages built on
 * the same factory and name behave like two tabs on one browser profile.
 */
export function createFakeBrowser() {
  const indexedDB = new IDBFactory();
  return {
    openDatabase: (databaseName: string, schemaVersion?: number) =>
      new ConfabDatabase({
        databaseName,
        indexedDB,
        IDBKeyRange,
        ...(schemaVersion === undefined ? {} : { schemaVersion }),
      }),
    openStorage: (databaseName: string, options: { clock: Clock; database?: ConfabDatabase }) =>
      createIndexedDbStorage({ databaseName, indexedDB, IDBKeyRange, ...options }),
  };
}
