import type { Selectable } from 'kysely';
import type { SyncRecord } from '@confab/core/protocol';
import type { SyncRecordKind } from '@confab/core/sync-rules';
import type { SyncRecordsTable } from '../db/tables.ts';

/** A stored row as a wire record; `data` was validated JSON when it was written. */
export function rowToRecord(row: Selectable<SyncRecordsTable>): SyncRecord {
  const record: SyncRecord = {
    kind: row.kind as SyncRecordKind,
    id: row.id,
    updatedAt: row.updated_at,
    deleted: row.deleted === 1,
  };
  if (row.parent_id !== null) record.parentID = row.parent_id;
  if (row.data !== null && row.deleted !== 1) record.data = JSON.parse(row.data) as unknown;
  return record;
}

/** Key of a record within one account. */
export function recordKey(kind: string, id: string): string {
  return `${kind}\u0000${id}`;
}
