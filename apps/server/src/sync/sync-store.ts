import type { Selectable, Transaction } from 'kysely';
import type {
  SyncDigestResponse,
  SyncManifestResponse,
  SyncPullResponse,
  SyncPushAccepted,
  SyncPushResponse,
  SyncRecord,
} from '@confab/core/protocol';
import {
  cascadedMessageDeletion,
  checkPushedRecord,
  decidePushedRecord,
  deletesChatMessages,
  mergePushResults,
  storedRecordCategory,
} from '@confab/core/protocol';
import { addToDigest, emptyDigest, type CategoryDigests, type SyncCategory } from '@confab/core/sync-rules';
import type { ConfabDatabase, DatabaseTables, SyncRecordsTable } from '../db/tables.ts';
import type { SyncNotifier } from './sync-notifier.ts';
import { recordKey, rowToRecord } from './sync-records.ts';

type Row = Selectable<SyncRecordsTable>;

/** Rows per upsert statement: 11 columns each stays far below both databases' parameter limits. */
const flushChunk = 400;
type Writer = Transaction<DatabaseTables>;

export interface SyncStore {
  /**
   * Applies a device's versions, answering each in order; a record that breaks a push rule is
   * answered `rejected` and the rest are stored. The account's listening devices hear of any change.
   */
  push(userID: string, entries: readonly unknown[]): Promise<SyncPushResponse>;
  pull(
    userID: string,
    options: { cursor: number; categories: readonly SyncCategory[]; limit: number },
  ): Promise<SyncPullResponse>;
  digest(userID: string, categories: readonly SyncCategory[]): Promise<SyncDigestResponse>;
  manifest(userID: string, category: SyncCategory): Promise<SyncManifestResponse>;
  fetch(userID: string, refs: readonly { kind: SyncRecord['kind']; id: string }[]): Promise<SyncRecord[]>;
  /** Deletes records as a device would (for the storage manager); returns the rows deleted. */
  deleteRecords(userID: string, refs: readonly { kind: SyncRecord['kind']; id: string }[]): Promise<number>;
  cursorOf(userID: string): Promise<number>;
}

/** Takes the account's cursor row (creating it), which serialises writers of one account. */
async function lockCursor(transaction: Writer, userID: string, now: string): Promise<number> {
  await transaction
    .insertInto('sync_cursors')
    .values({ user_id: userID, last_seq: 0, last_write_at: now })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  // An UPDATE takes PostgreSQL's row lock until commit; SQLite runs one writer at a time anyway.
  const row = await transaction
    .updateTable('sync_cursors')
    .set({ user_id: userID })
    .where('user_id', '=', userID)
    .returning('last_seq')
    .executeTakeFirstOrThrow();
  return row.last_seq;
}

async function loadRows(
  database: ConfabDatabase | Writer,
  userID: string,
  refs: readonly { kind: string; id: string }[],
): Promise<Map<string, Row>> {
  const byKind = new Map<string, string[]>();
  for (const ref of refs) byKind.set(ref.kind, [...(byKind.get(ref.kind) ?? []), ref.id]);
  const rows = new Map<string, Row>();
  for (const [kind, ids] of byKind) {
    for (let start = 0; start < ids.length; start += 500) {
      const found = await database
        .selectFrom('sync_records')
        .selectAll()
        .where('user_id', '=', userID)
        .where('kind', '=', kind)
        .where('id', 'in', ids.slice(start, start + 500))
        .execute();
      for (const row of found) rows.set(recordKey(row.kind, row.id), row);
    }
  }
  return rows;
}

/** Refuses (throws a 413 HttpError) when adding `addedBytes` would pass the account's storage limit. */
export type SyncQuotaCheck = (executor: Writer, userID: string, addedBytes: number) => Promise<void>;

/** How many pages' worth of sequence numbers one pull reads at most. */
const pullWindowPages = 4;

export interface SyncStoreOptions {
  notifier: SyncNotifier;
  now?: () => Date;
  /** Applied inside each push before its rows are written; none means no limit. */
  quota?: SyncQuotaCheck;
}

export function createSyncStore(
  database: ConfabDatabase,
  { notifier, now = () => new Date(), quota }: SyncStoreOptions,
): SyncStore {
  /** The row a record version becomes; nothing is written until the batch is flushed. */
  const toRow = (userID: string, record: SyncRecord, seq: number, syncedAt: string): Row => {
    const data = record.deleted || record.data === undefined ? null : JSON.stringify(record.data);
    return {
      user_id: userID,
      kind: record.kind,
      id: record.id,
      category: storedRecordCategory(record),
      parent_id: record.parentID ?? null,
      updated_at: record.updatedAt,
      deleted: record.deleted ? 1 : 0,
      data,
      size: data === null ? 0 : Buffer.byteLength(data),
      seq,
      synced_at: syncedAt,
    };
  };

  /**
   * Writes a batch's rows with multi-row upserts (one round trip per 400 rows rather than one per
   * row: PostgreSQL pays per statement). Each key appears once: later versions replaced earlier ones.
   */
  const flush = async (transaction: Writer, rows: readonly Row[]): Promise<void> => {
    for (let start = 0; start < rows.length; start += flushChunk) {
      await transaction
        .insertInto('sync_records')
        .values(rows.slice(start, start + flushChunk))
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'kind', 'id']).doUpdateSet((update) => ({
            category: update.ref('excluded.category'),
            parent_id: update.ref('excluded.parent_id'),
            updated_at: update.ref('excluded.updated_at'),
            deleted: update.ref('excluded.deleted'),
            data: update.ref('excluded.data'),
            size: update.ref('excluded.size'),
            seq: update.ref('excluded.seq'),
            synced_at: update.ref('excluded.synced_at'),
          })),
        )
        .execute();
    }
  };

  /** The live messages of a chat: stored ones and ones staged in this batch. */
  const liveMessageIDsOf = async (
    transaction: Writer,
    userID: string,
    chatID: string,
    staged: ReadonlyMap<string, Row>,
  ): Promise<Set<string>> => {
    const stored = await transaction
      .selectFrom('sync_records')
      .select('id')
      .where('user_id', '=', userID)
      .where('kind', '=', 'message')
      .where('parent_id', '=', chatID)
      .where('deleted', '=', 0)
      .execute();
    const ids = new Set(stored.map((row) => row.id));
    for (const row of staged.values()) {
      if (row.kind === 'message' && row.parent_id === chatID && row.deleted === 0) ids.add(row.id);
    }
    return ids;
  };

  const applyRecords = async (
    transaction: Writer,
    userID: string,
    records: readonly SyncRecord[],
  ): Promise<{ results: SyncPushAccepted[]; cursor: number; changed: boolean }> => {
    const syncedAt = now().toISOString();
    let seq = await lockCursor(transaction, userID, syncedAt);
    const startSeq = seq;
    const refs = records.map(({ kind, id }) => ({ kind, id }));
    for (const record of records)
      if (record.parentID !== undefined) refs.push({ kind: 'chat', id: record.parentID });
    const current = await loadRows(transaction, userID, refs);
    const staged = new Map<string, Row>();
    let addedBytes = 0;
    const stage = (record: SyncRecord) => {
      seq += 1;
      const row = toRow(userID, record, seq, syncedAt);
      const key = recordKey(record.kind, record.id);
      const before = current.get(key);
      addedBytes += row.size - (before && before.deleted === 0 ? before.size : 0);
      // Re-inserted so the map's order stays the order of sequence numbers.
      staged.delete(key);
      staged.set(key, row);
      current.set(key, row);
    };
    const results: SyncPushAccepted[] = [];

    for (const record of records) {
      const storedRow = current.get(recordKey(record.kind, record.id));
      const parent =
        record.parentID === undefined ? undefined : current.get(recordKey('chat', record.parentID));
      const decision = decidePushedRecord(record, {
        stored: storedRow && rowToRecord(storedRow),
        parentDeleted: parent?.deleted === 1,
      });
      if (decision.store) {
        stage(record);
        if (deletesChatMessages(record)) {
          for (const id of await liveMessageIDsOf(transaction, userID, record.id, staged)) {
            stage(cascadedMessageDeletion(record, id));
          }
        }
      }
      results.push(decision.result);
    }
    if (quota && addedBytes > 0) await quota(transaction, userID, addedBytes);
    await flush(transaction, [...staged.values()]);

    if (seq !== startSeq) {
      await transaction
        .updateTable('sync_cursors')
        .set({ last_seq: seq, last_write_at: syncedAt })
        .where('user_id', '=', userID)
        .execute();
    }
    return { results, cursor: seq, changed: seq !== startSeq };
  };

  const cursorOf = async (userID: string): Promise<number> => {
    const row = await database
      .selectFrom('sync_cursors')
      .select('last_seq')
      .where('user_id', '=', userID)
      .executeTakeFirst();
    return row?.last_seq ?? 0;
  };

  const liveEntries = (userID: string, categories: readonly SyncCategory[]) =>
    database
      .selectFrom('sync_records')
      .select(['kind', 'id', 'updated_at', 'category'])
      .where('user_id', '=', userID)
      .where('deleted', '=', 0)
      .where('category', 'in', categories)
      .execute();

  return {
    cursorOf,

    async push(userID, entries) {
      const checked = entries.map(checkPushedRecord);
      const records = checked.flatMap((check) => (check.ok ? [check.record] : []));
      // Records are keyed by (account, kind, id): an id another account holds is simply another row.
      const applied = await database
        .transaction()
        .execute((transaction) => applyRecords(transaction, userID, records));
      if (applied.changed) await notifier.publish(userID, applied.cursor);
      return { results: mergePushResults(checked, applied.results), cursor: applied.cursor };
    },

    async pull(userID, { cursor, categories, limit }) {
      // Read the account's cursor first: every row up to it has committed (writers of one account
      // commit in sequence order), so answering "up to here" can never skip a later commit.
      const upTo = await cursorOf(userID);
      if (categories.length === 0) return { records: [], cursor: upTo, hasMore: false };
      // A page reads a bounded window of sequence numbers. Right after a large push PostgreSQL's
      // statistics still call the account small, and it plans a sort of everything after the
      // cursor (60 ms a page at 210,000 records) instead of walking the index; a window caps
      // that on any plan, at the price of an empty page now and then when categories are off.
      const windowEnd = Math.min(upTo, cursor + limit * pullWindowPages);
      const rows = await database
        .selectFrom('sync_records')
        .selectAll()
        .where('user_id', '=', userID)
        .where('seq', '>', cursor)
        .where('seq', '<=', windowEnd)
        .where('category', 'in', categories)
        .orderBy('seq')
        .limit(limit + 1)
        .execute();
      const full = rows.length > limit;
      const page = full ? rows.slice(0, limit) : rows;
      const last = page.at(-1);
      if (full && last) return { records: page.map(rowToRecord), cursor: last.seq, hasMore: true };
      return {
        records: page.map(rowToRecord),
        cursor: Math.max(windowEnd, cursor),
        hasMore: windowEnd < upTo,
      };
    },

    async digest(userID, categories) {
      const cursor = await cursorOf(userID);
      const digests: CategoryDigests = {};
      for (const category of categories) digests[category] = emptyDigest();
      if (categories.length > 0) {
        for (const row of await liveEntries(userID, categories)) {
          const digest = digests[row.category as SyncCategory];
          if (digest)
            addToDigest(digest, {
              kind: row.kind as SyncRecord['kind'],
              id: row.id,
              updatedAt: row.updated_at,
            });
        }
      }
      return { cursor, digests };
    },

    async manifest(userID, category) {
      const rows = await liveEntries(userID, [category]);
      return {
        entries: rows.map((row) => ({
          kind: row.kind as SyncRecord['kind'],
          id: row.id,
          updatedAt: row.updated_at,
        })),
      };
    },

    async fetch(userID, refs) {
      const rows = await loadRows(database, userID, refs);
      return [...rows.values()].map(rowToRecord);
    },

    async deleteRecords(userID, refs) {
      const deletedAt = now().getTime();
      const outcome = await database.transaction().execute(async (transaction) => {
        const rows = await loadRows(transaction, userID, refs);
        const deletions: SyncRecord[] = [...rows.values()]
          .filter((row) => row.deleted === 0)
          .map((row) => ({
            kind: row.kind as SyncRecord['kind'],
            id: row.id,
            ...(row.parent_id === null ? {} : { parentID: row.parent_id }),
            // A deletion must win even over a version stamped by a device clock running ahead.
            updatedAt: Math.max(deletedAt, row.updated_at + 1),
            deleted: true,
          }));
        const applied = await applyRecords(transaction, userID, deletions);
        return { count: deletions.length, cursor: applied.cursor, changed: applied.changed };
      });
      if (outcome.changed) await notifier.publish(userID, outcome.cursor);
      return outcome.count;
    },
  };
}
