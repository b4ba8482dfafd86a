import { describe, expect, it } from 'vitest';
import { systemClock } from '@confab/core/ports';
import { currentSchemaVersion } from '../src/index.ts';
import { createFakeBrowser, getRow, putRows } from './indexeddb-harness.ts';
import { chatFixture, messageFixture } from './record-fixtures.ts';

/** A chat row as version 1 stored it: no messageCount, no activityAt. */
function version1ChatRow(id: string, overrides: Record<string, unknown> = {}) {
  const meta = chatFixture(id, overrides);
  const row: Record<string, unknown> = { ...meta, tagIDs: meta.tags.map((tag) => tag.id) };
  delete row.messageCount;
  return row;
}

describe('schema migrations', () => {
  it('opens a version 1 database at the current version with every record intact', async () => {
    const browser = createFakeBrowser();
    const old = await browser.openDatabase('upgrade', 1);
    await putRows(old, 'chats', [
      version1ChatRow('with-messages', { updatedAt: 10, lastMessageCreatedAt: 30 }),
      version1ChatRow('empty', { updatedAt: 20, lastMessageCreatedAt: null }),
    ]);
    await putRows(old, 'messages', [messageFixture('with-messages', 0), messageFixture('with-messages', 1)]);
    await putRows(old, 'settings', [{ key: 'theme', value: 'dark', updatedAt: 1, syncedAt: null }]);
    // Dexie, which first created the database, stored schema version n as IndexedDB version n × 10.
    expect(old.version).toBe(10);
    expect([...old.objectStoreNames]).toContain('tombstones');
    old.close();

    const opening = browser.openDatabase('upgrade');
    const current = await opening;
    expect(current.version).toBe(currentSchemaVersion * 10);
    expect(await getRow(current, 'chats', 'with-messages')).toMatchObject({
      messageCount: 2,
      activityAt: 30,
    });
    expect(await getRow(current, 'chats', 'empty')).toMatchObject({ messageCount: 0, activityAt: 20 });

    const storage = browser.openStorage('upgrade', { clock: systemClock, database: opening });
    const listed = await storage.chats.query({ orderBy: 'lastMessageCreatedAt' });
    expect(listed.map((chat) => chat.id)).toEqual(['with-messages', 'empty']);
    expect(await storage.messages.listByChat('with-messages')).toEqual([
      messageFixture('with-messages', 0),
      messageFixture('with-messages', 1),
    ]);
    expect((await storage.settings.get('theme'))?.value).toBe('dark');
    await storage.close();
  });

  it('keeps a messageCount a version 1 row already carried', async () => {
    const browser = createFakeBrowser();
    const old = await browser.openDatabase('keep-count', 1);
    await putRows(old, 'chats', [{ ...version1ChatRow('chat-1'), messageCount: 7 }]);
    old.close();
    const current = await browser.openDatabase('keep-count');
    expect(await getRow(current, 'chats', 'chat-1')).toMatchObject({ messageCount: 7 });
    current.close();
  });
});

describe('opening the database', () => {
  it('creates the stores and indexes Dexie created, under the same names', async () => {
    const database = await createFakeBrowser().openDatabase('fresh');
    const shape = Object.fromEntries(
      [...database.objectStoreNames].map((name) => {
        const store = database.transaction(name, 'readonly').objectStore(name);
        const indexes = [...store.indexNames].map((indexName) => {
          const index = store.index(indexName);
          return `${indexName}${index.multiEntry ? ' (multi)' : ''}`;
        });
        return [name, { keyPath: store.keyPath, indexes }];
      }),
    );
    expect(shape.chats).toEqual({
      keyPath: 'id',
      indexes: [
        'activityAt',
        'archivedAt',
        'favoritedAt',
        'folderID',
        'lastMessageCreatedAt',
        'tagIDs (multi)',
        'updatedAt',
      ],
    });
    expect(shape.messages).toEqual({ keyPath: 'uuid', indexes: ['[chatID+order]'] });
    expect(shape.tombstones).toEqual({ keyPath: ['table', 'id'], indexes: ['deletedAt'] });
    expect(shape.files).toEqual({ keyPath: 'id', indexes: ['collectionIDs (multi)', 'updatedAt'] });
    expect(shape.knowledgeChunks).toEqual({ keyPath: 'id', indexes: ['fileID'] });
    expect(Object.keys(shape).sort()).toEqual(
      [
        'agents',
        'blobs',
        'chatChanges',
        'chats',
        'customModels',
        'files',
        'folders',
        'indexedDocuments',
        'knowledgeChunks',
        'knowledgeCollections',
        'messages',
        'plugins',
        'profiles',
        'prompts',
        'settings',
        'tombstones',
      ].sort(),
    );
    database.close();
  });

  it('upgrades while an older connection is still open: the old one steps aside', async () => {
    const browser = createFakeBrowser();
    const old = await browser.openDatabase('two-tabs', 1);
    const current = await browser.openDatabase('two-tabs');
    expect(current.version).toBe(currentSchemaVersion * 10);
    expect(() => old.transaction('chats', 'readonly')).toThrow();
    current.close();
  });
});
