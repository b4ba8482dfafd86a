import { describe, expect, it } from 'vitest';
import { systemClock } from '@confab/core/ports';
import { currentSchemaVersion } from '../src/index.ts';
import { createFakeBrowser } from './indexeddb-harness.ts';
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
    const old = browser.openDatabase('upgrade', 1);
    await old.chats.bulkPut([
      version1ChatRow('with-messages', { updatedAt: 10, lastMessageCreatedAt: 30 }),
      version1ChatRow('empty', { updatedAt: 20, lastMessageCreatedAt: null }),
    ]);
    await old.messages.bulkPut([messageFixture('with-messages', 0), messageFixture('with-messages', 1)]);
    await old.table('settings').put({ key: 'theme', value: 'dark', updatedAt: 1, syncedAt: null });
    expect(old.verno).toBe(1);
    old.close();

    const current = browser.openDatabase('upgrade');
    await current.open();
    expect(current.verno).toBe(currentSchemaVersion);
    expect(await current.chats.get('with-messages')).toMatchObject({ messageCount: 2, activityAt: 30 });
    expect(await current.chats.get('empty')).toMatchObject({ messageCount: 0, activityAt: 20 });

    const storage = browser.openStorage('upgrade', { clock: systemClock, database: current });
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
    const old = browser.openDatabase('keep-count', 1);
    await old.chats.put({ ...version1ChatRow('chat-1'), messageCount: 7 });
    old.close();
    const current = browser.openDatabase('keep-count');
    expect((await current.chats.get('chat-1'))?.messageCount).toBe(7);
    current.close();
  });
});
