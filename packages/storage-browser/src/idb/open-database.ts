import { currentSchemaVersion, indexedDbVersionFactor, schemaVersions } from '../schema/schema-versions.ts';
import { parseStoreSpec } from './store-spec.ts';

export const defaultDatabaseName = 'confab';

export interface ConfabDatabaseOptions {
  databaseName?: string;
  /** Injected in tests (fake-indexeddb); the browser's own factory otherwise. */
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
  /** Open at an older schema version; only the migration test needs this. */
  schemaVersion?: number;
}

/** Creates a store, or brings an existing one's indexes to exactly the ones its line names. */
function applyStore(database: IDBDatabase, transaction: IDBTransaction, name: string, line: string): void {
  const spec = parseStoreSpec(line);
  const store = database.objectStoreNames.contains(name)
    ? transaction.objectStore(name)
    : database.createObjectStore(name, { keyPath: spec.keyPath });
  const wanted = new Set(spec.indexes.map((index) => index.name));
  for (const existing of [...store.indexNames]) if (!wanted.has(existing)) store.deleteIndex(existing);
  for (const index of spec.indexes) {
    if (!store.indexNames.contains(index.name)) {
      store.createIndex(index.name, index.keyPath, { multiEntry: index.multiEntry });
    }
  }
}

/**
 * Opens the app's database, creating or upgrading it through every schema step it has not seen:
 * store changes first, then the step's row rewrite (skipped on a new, empty database). The
 * connection closes itself when another tab needs a newer version, so an upgrade is never blocked.
 */
export function openConfabDatabase(options: ConfabDatabaseOptions = {}): Promise<IDBDatabase> {
  const factory = options.indexedDB ?? globalThis.indexedDB;
  const target = options.schemaVersion ?? currentSchemaVersion;
  return new Promise((resolve, reject) => {
    const request = factory.open(
      options.databaseName ?? defaultDatabaseName,
      target * indexedDbVersionFactor,
    );
    let upgradeError: Error | undefined;
    request.onupgradeneeded = (event) => {
      const database = request.result;
      const transaction = request.transaction;
      if (!transaction) return;
      const from = Math.floor(event.oldVersion / indexedDbVersionFactor);
      // Runs synchronously up to the first row rewrite, while the version-change transaction is active.
      const upgrade = async () => {
        for (const step of schemaVersions) {
          if (step.version <= from || step.version > target) continue;
          for (const [name, line] of Object.entries(step.stores))
            applyStore(database, transaction, name, line);
          if (from > 0 && step.upgrade) await step.upgrade(transaction);
        }
      };
      upgrade().catch((error: unknown) => {
        upgradeError = error instanceof Error ? error : new Error(String(error));
        transaction.abort();
      });
    };
    request.onsuccess = () => {
      const database = request.result;
      database.onversionchange = () => {
        database.close();
      };
      resolve(database);
    };
    request.onerror = () => {
      reject(upgradeError ?? request.error ?? new Error('The database could not be opened'));
    };
  });
}
