import type { StorageChange, StoragePort } from '@confab/core/ports';
import { describe, expect, it } from 'vitest';
import { chatFixture, folderFixture, messageFixture } from '../record-fixtures.ts';
import type { ContractContext } from '../storage-contract.ts';

/** Resolves with the first change that matches, or fails after a generous real-time bound. */
function nextChange(
  storage: StoragePort,
  matches: (change: StorageChange) => boolean,
): Promise<StorageChange> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error('No matching storage change arrived'));
    }, 5_000);
    const unsubscribe = storage.subscribe((change) => {
      if (!matches(change)) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(change);
    });
  });
}

export function registerChangeContract(context: ContractContext): void {
  describe('change events', () => {
    it('reports local changes after they commit, until unsubscribed', async () => {
      const storage = context.storage();
      const changes: StorageChange[] = [];
      const unsubscribe = storage.subscribe((change) => changes.push(change));
      await storage.saveChatWithMessages(chatFixture('chat-1'), [messageFixture('chat-1', 0)]);
      await storage.deleteChat('chat-1');
      unsubscribe();
      await storage.folders.put(folderFixture('fo-1'));
      expect(changes).toEqual([
        { table: 'chats', ids: ['chat-1'], origin: 'local' },
        { table: 'messages', ids: ['chat-1-message-0'], chatIDs: ['chat-1'], origin: 'local' },
        { table: 'chats', ids: ['chat-1'], origin: 'local' },
        { table: 'messages', ids: ['chat-1-message-0'], chatIDs: ['chat-1'], origin: 'local' },
        { table: 'tombstones', ids: ['chat-1'], origin: 'local' },
      ]);
    });

    it('sends no event for a write that was refused', async () => {
      const storage = context.storage();
      const changes: StorageChange[] = [];
      storage.subscribe((change) => changes.push(change));
      await expect(storage.folders.put({ ...folderFixture('fo-1'), id: 'no-prefix' })).rejects.toThrow();
      expect(changes).toEqual([]);
    });

    it('reports an update that changed the chat, and none for one that left it as it was', async () => {
      const storage = context.storage();
      await storage.chats.put(chatFixture('chat-1'));
      const changes: StorageChange[] = [];
      storage.subscribe((change) => changes.push(change));
      await storage.chats.update('chat-1', () => undefined);
      await storage.chats.update('absent', (chat) => ({ ...chat, chatTitle: 'Never' }));
      await storage.chats.update('chat-1', (chat) => ({ ...chat, chatTitle: 'Named' }));
      expect(changes).toEqual([{ table: 'chats', ids: ['chat-1'], origin: 'local' }]);
    });

    it('delivers changes made in a second tab, which sees the same data', async () => {
      const storage = context.storage();
      const secondTab = await context.openSecondTab();
      const arrived = nextChange(storage, (change) => change.table === 'folders');
      await secondTab.folders.put(folderFixture('fo-1'));
      expect(await arrived).toEqual({ table: 'folders', ids: ['fo-1'], origin: 'remote-tab' });
      expect(await storage.folders.get('fo-1')).toEqual(folderFixture('fo-1'));

      const deleted = nextChange(secondTab, (change) => change.table === 'chats');
      await storage.saveChatWithMessages(chatFixture('chat-1'), []);
      expect(await deleted).toEqual({ table: 'chats', ids: ['chat-1'], origin: 'remote-tab' });
    });

    it('does not echo a tab its own changes as remote', async () => {
      const storage = context.storage();
      await context.openSecondTab();
      const origins: string[] = [];
      storage.subscribe((change) => origins.push(change.origin));
      await storage.folders.put(folderFixture('fo-1'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(origins).toEqual(['local']);
    });
  });
}
