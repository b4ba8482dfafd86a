import { afterEach, describe, expect, it } from 'vitest';
import { IDBIndex, IDBObjectStore } from 'fake-indexeddb';
import { systemClock } from '@confab/core/ports';
import { createIndexedDbStorage, type InvalidRecordReport } from '../src/index.ts';
import { createFakeBrowser, fakeBrowserContractHarness, putRows } from './indexeddb-harness.ts';
import { chatFixture, messageFixture } from './record-fixtures.ts';
import { runStorageContract } from './storage-contract.ts';

runStorageContract('IndexedDB (over fake-indexeddb)', fakeBrowserContractHarness('indexeddb-contract'));

const readMethods = [
  'get',
  'getAll',
  'getAllKeys',
  'getKey',
  'count',
  'openCursor',
  'openKeyCursor',
] as const;
const restores: (() => void)[] = [];

afterEach(() => {
  for (const restore of restores.splice(0)) restore();
});

/** Counts every read request sent to a store, directly or through one of its indexes. */
function countReads(reads: Map<string, number>): void {
  for (const owner of [IDBObjectStore.prototype, IDBIndex.prototype]) {
    for (const method of readMethods) {
      const original = (owner as unknown as Record<string, (...args: unknown[]) => unknown>)[method];
      if (!original) continue;
      Object.defineProperty(owner, method, {
        configurable: true,
        writable: true,
        value: function (this: IDBObjectStore | IDBIndex, ...args: unknown[]) {
          const name = 'objectStore' in this ? this.objectStore.name : this.name;
          reads.set(name, (reads.get(name) ?? 0) + 1);
          return original.apply(this, args);
        },
      });
      restores.push(() => {
        Object.defineProperty(owner, method, { configurable: true, writable: true, value: original });
      });
    }
  }
}

describe('IndexedDB storage', () => {
  it('lists chats without a single read of the messages store', async () => {
    const browser = createFakeBrowser();
    const reads = new Map<string, number>();
    const storage = browser.openStorage('read-count', { clock: systemClock });
    const metas = Array.from({ length: 200 }, (_, index) =>
      chatFixture(`chat-${index}`, { messageCount: 3 }),
    );
    for (const meta of metas) {
      await storage.saveChatWithMessages(
        meta,
        [0, 1, 2].map((order) => messageFixture(meta.id, order)),
      );
    }
    countReads(reads);
    expect(await storage.chats.query({ includeArchived: true })).toHaveLength(200);
    expect(await storage.chats.list()).toHaveLength(200);
    expect(reads.get('chats')).toBeGreaterThan(0);
    expect(reads.get('messages') ?? 0).toBe(0);
    await storage.close();
  });

  it('skips and reports a stored record that fails its schema', async () => {
    const database = createFakeBrowser().openDatabase('corrupt');
    const reports: InvalidRecordReport[] = [];
    const storage = createIndexedDbStorage({
      databaseName: 'corrupt',
      database,
      onInvalidRecord: (report) => reports.push(report),
    });
    await storage.chats.put(chatFixture('good'));
    await putRows(await database, 'chats', [{ id: 'bad', chatTitle: 42 }]);
    expect((await storage.chats.list()).map((chat) => chat.id)).toEqual(['good']);
    expect(await storage.chats.get('bad')).toBeUndefined();
    expect(reports.map((report) => report.table)).toEqual(['chats', 'chats']);
    expect(reports[0]?.problems).toContain('chatTitle: Invalid input: expected string, received number');
    await storage.close();
  });
});
