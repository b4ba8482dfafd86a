import { describe, expect, it } from 'vitest';
import type { DBCore, DBCoreTable } from 'dexie';
import { systemClock } from '@confab/core/ports';
import { createIndexedDbStorage, type InvalidRecordReport } from '../src/index.ts';
import { createFakeBrowser } from './indexeddb-harness.ts';
import { chatFixture, messageFixture } from './record-fixtures.ts';
import { runStorageContract } from './storage-contract.ts';

let databaseNumber = 0;

runStorageContract('IndexedDB (Dexie over fake-indexeddb)', ({ clock }) => {
  databaseNumber += 1;
  const databaseName = `indexeddb-contract-${databaseNumber}`;
  const browser = createFakeBrowser();
  const storage = browser.openStorage(databaseName, { clock });
  return Promise.resolve({
    storage,
    openSecondTab: () => Promise.resolve(browser.openStorage(databaseName, { clock })),
    cleanup: () => storage.close(),
  });
});

/** Counts every read request Dexie sends to IndexedDB, per object store. */
function countReads(reads: Map<string, number>) {
  return {
    stack: 'dbcore' as const,
    name: 'count-reads',
    create: (down: DBCore): DBCore => ({
      ...down,
      table: (name: string): DBCoreTable => {
        const table = down.table(name);
        const count = () => reads.set(name, (reads.get(name) ?? 0) + 1);
        return {
          ...table,
          get: (request) => (count(), table.get(request)),
          getMany: (request) => (count(), table.getMany(request)),
          query: (request) => (count(), table.query(request)),
          openCursor: (request) => (count(), table.openCursor(request)),
          count: (request) => (count(), table.count(request)),
        };
      },
    }),
  };
}

describe('IndexedDB storage', () => {
  it('lists chats without a single read of the messages store', async () => {
    const browser = createFakeBrowser();
    const reads = new Map<string, number>();
    const database = browser.openDatabase('read-count');
    database.use(countReads(reads));
    const storage = browser.openStorage('read-count', { clock: systemClock, database });
    const metas = Array.from({ length: 200 }, (_, index) =>
      chatFixture(`chat-${index}`, { messageCount: 3 }),
    );
    for (const meta of metas) {
      await storage.saveChatWithMessages(
        meta,
        [0, 1, 2].map((order) => messageFixture(meta.id, order)),
      );
    }
    reads.clear();
    expect(await storage.chats.query({ includeArchived: true })).toHaveLength(200);
    expect(await storage.chats.list()).toHaveLength(200);
    expect(reads.get('chats')).toBeGreaterThan(0);
    expect(reads.get('messages') ?? 0).toBe(0);
    await storage.close();
  });

  it('skips and reports a stored record that fails its schema', async () => {
    const database = createFakeBrowser().openDatabase('corrupt');
    const reports: InvalidRecordReport[] = [];
    const storage = createIndexedDbStorage({ database, onInvalidRecord: (report) => reports.push(report) });
    await storage.chats.put(chatFixture('good'));
    await database.chats.put({ id: 'bad', chatTitle: 42 });
    expect((await storage.chats.list()).map((chat) => chat.id)).toEqual(['good']);
    expect(await storage.chats.get('bad')).toBeUndefined();
    expect(reports.map((report) => report.table)).toEqual(['chats', 'chats']);
    expect(reports[0]?.problems).toContain('chatTitle: Invalid input: expected string, received number');
    await storage.close();
  });
});
