import { Dexie, type Table } from 'dexie';
import type { StoredRow } from './engine/record-backend.ts';
import { declareSchemaVersions } from './schema/schema-versions.ts';

export const defaultDatabaseName = 'confab';

export interface ConfabDatabaseOptions {
  databaseName?: string;
  /** Injected in tests (fake-indexeddb); the browser's own factory otherwise. */
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
  /** Open at an older schema version; only the migration test needs this. */
  schemaVersion?: number;
}

/** Rows are untyped here on purpose: the engine validates each one against its entity schema. */
export class ConfabDatabase extends Dexie {
  declare chats: Table<StoredRow, string>;
  declare messages: Table<StoredRow, string>;
  declare tombstones: Table<StoredRow, [string, string]>;

  constructor(options: ConfabDatabaseOptions = {}) {
    const dependencies =
      options.indexedDB && options.IDBKeyRange
        ? { indexedDB: options.indexedDB, IDBKeyRange: options.IDBKeyRange }
        : {};
    super(options.databaseName ?? defaultDatabaseName, dependencies);
    declareSchemaVersions(this, options.schemaVersion);
  }
}
