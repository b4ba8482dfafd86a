import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { Clock } from '@confab/core/ports';
import type { CreateStorageHarness } from './storage-contract.ts';
import { createIndexedDbStorage, openConfabDatabase, requestResult } from '../src/index.ts';

/**
 * A private fake-indexeddb factory per test: nothing leaks between tests, and two storages built on
 * the same factory and name behave like two tabs on one browser profile.
 */
export function createFakeBrowser() {
  const indexedDB = new IDBFactory();
  return {
    openDatabase: (databaseName: string, schemaVersion?: number) =>
      openConfabDatabase({
        databaseName,
        indexedDB,
        IDBKeyRange,
        ...(schemaVersion === undefined ? {} : { schemaVersion }),
      }),
    openStorage: (databaseName: string, options: { clock: Clock; database?: Promise<IDBDatabase> }) =>
      createIndexedDbStorage({ databaseName, indexedDB, IDBKeyRange, ...options }),
  };
}

/** Writes rows straight into a store, behind the storage engine's back. */
export async function putRows(database: IDBDatabase, store: string, rows: readonly object[]): Promise<void> {
  const target = database.transaction(store, 'readwrite').objectStore(store);
  await Promise.all(rows.map((row) => requestResult(target.put(row))));
}

/** Reads one row straight from a store. */
export function getRow(database: IDBDatabase, store: string, key: IDBValidKey): Promise<unknown> {
  return requestResult(database.transaction(store, 'readonly').objectStore(store).get(key));
}

/** The storage contract's harness over a fresh fake browser per test, databases named `<prefix>-<n>`. */
export function fakeBrowserContractHarness(prefix: string): CreateStorageHarness {
  let databaseNumber = 0;
  return ({ clock }) => {
    databaseNumber += 1;
    const databaseName = `${prefix}-${databaseNumber}`;
    const browser = createFakeBrowser();
    const storage = browser.openStorage(databaseName, { clock });
    return Promise.resolve({
      storage,
      openSecondTab: () => Promise.resolve(browser.openStorage(databaseName, { clock })),
      cleanup: () => storage.close(),
    });
  };
}
