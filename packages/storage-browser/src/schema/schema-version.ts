/**
 * One step of the schema. `stores` lists only the stores this version adds or changes (the rest stay
 * as they were); `upgrade` rewrites existing rows in the version-change transaction.
 */
export interface SchemaVersion {
  version: number;
  stores: Record<string, string>;
  upgrade?: (transaction: IDBTransaction) => Promise<void>;
}
