import type { ChatQuery, StoredRow } from '../engine/record-backend.ts';
import { requestResult } from './request.ts';

/** `IDBIndex.getAllRecords` (Chromium 141+): a range read in either direction; not in TypeScript's DOM types yet. */
interface IndexWithRecords {
  getAllRecords(options: { count: number; direction: IDBCursorDirection }): IDBRequest<{ value: unknown }[]>;
}

function withRecords(index: IDBIndex): (IDBIndex & IndexWithRecords) | undefined {
  return 'getAllRecords' in index ? (index as IDBIndex & IndexWithRecords) : undefined;
}

/** Rows read in one request beyond those asked for, so a few archived chats among them still leave a full page. */
const archivedMargin = 16;

/**
 * Chat rows in index order, skipping archived ones when asked, from `offset` for `limit` rows. The
 * whole list is one getAll (a cursor pays one event per row: 10,000 for a full sidebar). A page is
 * one `getAllRecords` request where the browser has it: a cursor's 80 rows for the sidebar's first
 * screen were 80 turns of a main thread busy with the first render, 190–250 ms in all, where the
 * one request answers in one. When that read holds too many archived chats to fill the page, the
 * page is walked with a cursor instead, so the answer is always the cursor's.
 */
export async function queryChats(store: IDBObjectStore, query: ChatQuery): Promise<StoredRow[]> {
  const index = store.index(query.orderBy === 'updatedAt' ? 'updatedAt' : 'activityAt');
  if (query.limit === undefined) {
    let rows = (await requestResult(index.getAll())) as StoredRow[];
    // Equal keys come back in primary-key order; reversing gives the cursor's 'prev' order exactly.
    if (query.direction === 'descending') rows.reverse();
    if (!query.includeArchived) rows = rows.filter((row) => row.archivedAt == null);
    return rows.slice(query.offset);
  }
  const page = { ...query, limit: query.limit };
  const direction = query.direction === 'descending' ? 'prev' : 'next';
  const recordsIndex = withRecords(index);
  if (recordsIndex) {
    const wanted = query.offset + query.limit;
    const count = query.includeArchived ? wanted : wanted + archivedMargin;
    const records = await requestResult(recordsIndex.getAllRecords({ count, direction }));
    const rows = records
      .map((record) => record.value as StoredRow)
      .filter((row) => query.includeArchived || row.archivedAt == null);
    // Enough rows, or the index's end: the same rows a cursor would have walked to.
    if (rows.length >= wanted || records.length < count) return rows.slice(query.offset, wanted);
  }
  return pageWithCursor(index, direction, page);
}

function pageWithCursor(
  index: IDBIndex,
  direction: IDBCursorDirection,
  query: ChatQuery & { limit: number },
): Promise<StoredRow[]> {
  return new Promise((resolve, reject) => {
    const rows: StoredRow[] = [];
    let skipped = 0;
    const request = index.openCursor(null, direction);
    request.onsuccess = () => {
      const cursor = request.result;
      if (!cursor || rows.length >= query.limit) {
        resolve(rows);
        return;
      }
      const row = cursor.value as StoredRow;
      if (query.includeArchived || row.archivedAt == null) {
        if (skipped < query.offset) skipped += 1;
        else rows.push(row);
      }
      cursor.continue();
    };
    request.onerror = () => {
      reject(request.error ?? new Error('Listing chats failed'));
    };
  });
}
