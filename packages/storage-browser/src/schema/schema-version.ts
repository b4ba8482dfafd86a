import type { Transaction } from 'dexie';

/**
 * One step of the schema. `stores` lists only the stores this version adds or changes (Dexie keeps
 * the rest); `upgrade` rewrites existing rows in the version-change transaction.
 */
export interface SchemaVersion {
  version: number;
  stores: Record<string, string>;
  upgrade?: (transaction: Transaction) => Promise<void>;
}
