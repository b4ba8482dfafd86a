// The chat pages read with `getAllRecords` (Chromium 141+), which fake-indexeddb lacks: a stand-in
// built on its cursors gives the answer the spec defines, so the whole storage contract and the
// fallback to a cursor run through that path too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDBIndex } from 'fake-indexeddb';
import { systemClock } from '@confab/core/ports';
import { createFakeBrowser, fakeBrowserContractHarness } from './indexeddb-harness.ts';
import { chatFixture } from './record-fixtures.ts';
import { runStorageContract } from './storage-contract.ts';

interface RecordsRequest {
  result: { key: IDBValidKey; primaryKey: IDBValidKey; value: unknown }[];
  error: DOMException | null;
  onsuccess: (() => void) | null;
  onerror: (() => void) | null;
}

let recordReads = 0;

/** Spec behaviour: up to `count` records of the whole index in `direction` order, in one request. */
function getAllRecords(
  this: IDBIndex,
  { count, direction }: { count: number; direction: IDBCursorDirection },
): RecordsRequest {
  recordReads += 1;
  const request: RecordsRequest = { result: [], error: null, onsuccess: null, onerror: null };
  const cursorRequest = this.openCursor(null, direction);
  cursorRequest.onsuccess = () => {
    const cursor = cursorRequest.result;
    if (!cursor || request.result.length >= count) {
      request.onsuccess?.();
      return;
    }
    request.result.push({ key: cursor.key, primaryKey: cursor.primaryKey, value: cursor.value });
    cursor.continue();
  };
  cursorRequest.onerror = () => {
    request.error = cursorRequest.error;
    request.onerror?.();
  };
  return request;
}

describe('chat pages read with getAllRecords', () => {
  beforeAll(() => {
    Object.defineProperty(IDBIndex.prototype, 'getAllRecords', {
      configurable: true,
      writable: true,
      value: getAllRecords,
    });
  });
  afterAll(() => {
    Reflect.deleteProperty(IDBIndex.prototype, 'getAllRecords');
  });

  runStorageContract('IndexedDB with getAllRecords', fakeBrowserContractHarness('records-contract'));

  it('reads a page in one request, and walks a cursor when archived chats leave it short', async () => {
    const storage = createFakeBrowser().openStorage('records-archived', { clock: systemClock });
    const active = Array.from({ length: 5 }, (_, index) =>
      chatFixture(`active-${index}`, { updatedAt: index }),
    );
    // Newer than every active chat, and more than one request's margin: the first read holds no page.
    const archived = Array.from({ length: 40 }, (_, index) =>
      chatFixture(`archived-${index}`, { updatedAt: 100 + index, archivedAt: 200 }),
    );
    for (const chat of [...active, ...archived]) await storage.chats.put(chat);

    recordReads = 0;
    const oldest = await storage.chats.query({ orderBy: 'updatedAt', direction: 'ascending', limit: 3 });
    expect(oldest.map((chat) => chat.id)).toEqual(['active-0', 'active-1', 'active-2']);
    expect(recordReads).toBe(1);

    const newest = await storage.chats.query({ orderBy: 'updatedAt', limit: 3 });
    expect(newest.map((chat) => chat.id)).toEqual(['active-4', 'active-3', 'active-2']);
    const withArchived = await storage.chats.query({
      orderBy: 'updatedAt',
      limit: 2,
      offset: 1,
      includeArchived: true,
    });
    expect(withArchived.map((chat) => chat.id)).toEqual(['archived-38', 'archived-37']);
    await storage.close();
  });
});
