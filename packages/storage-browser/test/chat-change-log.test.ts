import { describe, expect, it } from 'vitest';
import { IDBKeyRange } from 'fake-indexeddb';
import { systemClock } from '@confab/core/ports';
import { readChatChangesSince } from '../src/index.ts';
import { createFakeBrowser } from './indexeddb-harness.ts';
import { agentFixture, chatFixture, messageFixture } from './record-fixtures.ts';

function setUp(name: string) {
  const browser = createFakeBrowser();
  const database = browser.openDatabase(name);
  const storage = browser.openStorage(name, { clock: systemClock, database });
  const since = async (sequence: number) => readChatChangesSince(await database, sequence, IDBKeyRange);
  return { storage, since, secondTab: () => browser.openStorage(name, { clock: systemClock }) };
}

describe('the chat change log', () => {
  it('numbers every write to a chat or its messages, deletes included, in commit order', async () => {
    const { storage, since, secondTab } = setUp('change-log');
    expect(await since(0)).toEqual({ chatIDs: [], sequence: 0, chatCount: 0 });

    await storage.saveChatWithMessages(chatFixture('a'), [messageFixture('a', 0)]);
    await storage.chats.put(chatFixture('b'));
    const afterSetUp = await since(0);
    expect(afterSetUp).toEqual({ chatIDs: ['a', 'b'], sequence: 2, chatCount: 2 });

    // A message edit that never touches the chat's row, from another tab.
    await secondTab().messages.put(messageFixture('a', 0, { content: 'edited' }));
    expect(await since(2)).toEqual({ chatIDs: ['a'], sequence: 3, chatCount: 2 });

    await storage.messages.delete('a-message-0');
    await storage.deleteChat('b');
    expect(await since(3)).toEqual({ chatIDs: ['a', 'b'], sequence: 5, chatCount: 1 });

    await storage.importRecords({ chats: [{ meta: chatFixture('c'), messages: [messageFixture('c', 0)] }] });
    expect(await since(5)).toEqual({ chatIDs: ['c'], sequence: 6, chatCount: 2 });
    expect(await since(6)).toEqual({ chatIDs: [], sequence: 6, chatCount: 2 });
  });

  it('leaves the log alone for writes to other tables', async () => {
    const { storage, since } = setUp('change-log-other');
    await storage.agents.put(agentFixture('g'));
    expect(await since(0)).toEqual({ chatIDs: [], sequence: 0, chatCount: 0 });
  });
});
