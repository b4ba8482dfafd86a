import type { TombstoneTableName } from '@confab/core/entities';
import type { Clock, StorageTableName } from '@confab/core/ports';
import type { ChangeDescription, ChangeHub } from './change-hub.ts';
import type { BackendTransaction, RecordBackend, StoredRow } from './record-backend.ts';
import { parseRecord } from './record-codecs.ts';

export interface InvalidRecordReport {
  table: StorageTableName;
  problems: readonly string[];
}

/** What every table of the engine shares. */
export interface EngineContext {
  readonly backend: RecordBackend;
  readonly hub: ChangeHub;
  readonly clock: Clock;
  /** A stored record that fails its schema is skipped on read and reported here, never thrown. */
  readonly reportInvalid: (report: InvalidRecordReport) => void;
}

/** Reads through the schema: a corrupt row must not take the whole sidebar down with it. */
export function readRows<T>(
  context: EngineContext,
  table: StorageTableName,
  rows: readonly (StoredRow | undefined)[],
): (T | undefined)[] {
  return rows.map((row) => {
    if (row === undefined) return undefined;
    const result = parseRecord<T>(table, row);
    if (result.ok) return result.record;
    context.reportInvalid({ table, problems: result.problems });
    return undefined;
  });
}

export function present<T>(records: readonly (T | undefined)[]): T[] {
  return records.filter((record): record is T => record !== undefined);
}

/** Leaves the tombstones for records that existed and were just deleted. */
export async function writeTombstones(
  transaction: BackendTransaction,
  table: TombstoneTableName,
  ids: readonly string[],
  deletedAt: number,
  parentID?: string,
): Promise<ChangeDescription[]> {
  if (ids.length === 0) return [];
  const tombstones = ids.map((id) => ({
    id,
    table,
    deletedAt,
    syncedAt: null,
    ...(parentID ? { parentID } : {}),
  }));
  await transaction.put('tombstones', tombstones);
  return [{ table: 'tombstones', ids: [...ids] }];
}

/** A record written again after its deletion (an undo, a re-import) is alive: its tombstone goes. */
export async function dropTombstones(
  transaction: BackendTransaction,
  table: TombstoneTableName,
  ids: readonly string[],
): Promise<ChangeDescription[]> {
  const keys = ids.map((id) => [table, id] as const);
  const existing = await transaction.getMany('tombstones', keys);
  const revived = ids.filter((_id, index) => existing[index] !== undefined);
  if (revived.length === 0) return [];
  await transaction.delete(
    'tombstones',
    revived.map((id) => [table, id] as const),
  );
  return [{ table: 'tombstones', ids: revived }];
}
