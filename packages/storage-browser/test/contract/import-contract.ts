import type { Message } from '@confab/core/entities';
import { InvalidRecordError, type StorageChange, type StoragePort } from '@confab/core/ports';
import { describe, expect, it } from 'vitest';
import {
  agentFixture,
  chatFixture,
  folderFixture,
  messageFixture,
  promptFixture,
} from '../record-fixtures.ts';
import type { ContractContext } from '../storage-contract.ts';

/** Everything the store holds that an import can touch, to compare before and after. */
async function snapshot(storage: StoragePort) {
  return {
    chats: await storage.chats.query({ includeArchived: true }),
    messages: await storage.messages.listByChat('chat-1'),
    folders: await storage.folders.list(),
    prompts: await storage.prompts.list(),
    settings: await storage.settings.all(),
    tombstones: await storage.tombstones.list(),
  };
}

async function seed(storage: StoragePort): Promise<void> {
  await storage.saveChatWithMessages(chatFixture('chat-1', { chatTitle: 'Before' }), [
    messageFixture('chat-1', 0),
    messageFixture('chat-1', 1),
  ]);
  await storage.folders.put(folderFixture('fo-1'));
  await storage.settings.set({ key: 'streaming', value: true, updatedAt: 1, syncedAt: null });
}

const manyMessages = (chatID: string, count: number) =>
  Array.from({ length: count }, (_, order) => messageFixture(chatID, order));

export function registerImportContract(context: ContractContext): void {
  describe('importRecords', () => {
    it('writes every kind of record and replaces an existing chat whole', async () => {
      const storage = context.storage();
      await seed(storage);
      await storage.importRecords({
        chats: [
          { meta: chatFixture('chat-1', { chatTitle: 'After' }), messages: [messageFixture('chat-1', 0)] },
          { meta: chatFixture('chat-2'), messages: manyMessages('chat-2', 3) },
        ],
        folders: [folderFixture('fo-2')],
        prompts: [promptFixture('pr-1')],
        agents: [agentFixture('a-1')],
        settings: [{ key: 'streaming', value: false, updatedAt: 2, syncedAt: null }],
      });
      expect((await storage.chats.get('chat-1'))?.chatTitle).toBe('After');
      expect((await storage.messages.listByChat('chat-1')).map((message) => message.order)).toEqual([0]);
      expect(await storage.messages.listByChat('chat-2')).toHaveLength(3);
      expect((await storage.folders.list()).map((folder) => folder.id)).toEqual(['fo-1', 'fo-2']);
      expect(await storage.prompts.get('pr-1')).toEqual(promptFixture('pr-1'));
      expect(await storage.agents.get('a-1')).toEqual(agentFixture('a-1'));
      expect((await storage.settings.get('streaming'))?.value).toBe(false);
      // The dropped message must stay deleted on other devices.
      const tombstones = await storage.tombstones.list();
      expect(tombstones.map((tombstone) => [tombstone.table, tombstone.id])).toEqual([
        ['messages', 'chat-1-message-1'],
      ]);
    });

    it('drops the tombstones of ids it brings back', async () => {
      const storage = context.storage();
      await seed(storage);
      await storage.deleteChat('chat-1');
      await storage.folders.delete('fo-1');
      expect(await storage.tombstones.list()).toHaveLength(2);
      await storage.importRecords({
        chats: [{ meta: chatFixture('chat-1'), messages: [messageFixture('chat-1', 0)] }],
        folders: [folderFixture('fo-1')],
      });
      expect(await storage.tombstones.list()).toEqual([]);
      expect(await storage.chats.get('chat-1')).toBeDefined();
    });

    it('writes nothing when one record is invalid', async () => {
      const storage = context.storage();
      await seed(storage);
      const before = await snapshot(storage);
      const broken = { ...promptFixture('pr-1'), title: 42 } as unknown as ReturnType<typeof promptFixture>;
      await expect(
        storage.importRecords({
          chats: [{ meta: chatFixture('chat-1', { chatTitle: 'After' }), messages: [] }],
          prompts: [broken],
        }),
      ).rejects.toBeInstanceOf(InvalidRecordError);
      await expect(
        storage.importRecords({
          chats: [{ meta: chatFixture('chat-3'), messages: [messageFixture('chat-1', 5)] }],
        }),
      ).rejects.toBeInstanceOf(InvalidRecordError);
      expect(await snapshot(storage)).toEqual(before);
    });

    it('writes nothing when a record after the first slices is invalid', async () => {
      const storage = context.storage();
      await seed(storage);
      const before = await snapshot(storage);
      const messages = manyMessages('chat-big', 2_500);
      messages[1_500] = { ...messageFixture('chat-big', 1_500), order: 'late' } as unknown as Message;
      await expect(
        storage.importRecords({
          chats: [
            { meta: chatFixture('chat-1', { chatTitle: 'After' }), messages: [] },
            { meta: chatFixture('chat-big'), messages },
          ],
        }),
      ).rejects.toBeInstanceOf(InvalidRecordError);
      expect(await snapshot(storage)).toEqual(before);
      expect(await storage.messages.listByChat('chat-big')).toEqual([]);
    });

    it('rolls everything back when aborted midway, and reports progress until then', async () => {
      const storage = context.storage();
      await seed(storage);
      const before = await snapshot(storage);
      const controller = new AbortController();
      const progress: number[] = [];
      const writing = storage.importRecords(
        {
          chats: [
            { meta: chatFixture('chat-1', { chatTitle: 'After' }), messages: [messageFixture('chat-1', 0)] },
            { meta: chatFixture('chat-big'), messages: manyMessages('chat-big', 2_500) },
          ],
          folders: [folderFixture('fo-2')],
        },
        {
          signal: controller.signal,
          onProgress: (written, total) => {
            progress.push(written);
            expect(total).toBe(2_504);
            // The chats and the first slice of messages are in the transaction by now.
            if (written > 1_000) controller.abort(new Error('cancelled'));
          },
        },
      );
      await expect(writing).rejects.toThrow('cancelled');
      expect(progress).toEqual([2, 1_002]);
      expect(await snapshot(storage)).toEqual(before);
      expect(await storage.messages.listByChat('chat-big')).toEqual([]);
    });

    it('emits the changes once, after the commit, also to another tab', async () => {
      const storage = context.storage();
      const second = await context.openSecondTab();
      const local: StorageChange[] = [];
      const remote: StorageChange[] = [];
      storage.subscribe((change) => local.push(change));
      second.subscribe((change) => remote.push(change));
      await storage.importRecords({
        chats: [{ meta: chatFixture('chat-9'), messages: manyMessages('chat-9', 2) }],
        prompts: [promptFixture('pr-1')],
      });
      await expect.poll(() => remote.length).toBe(3);
      expect(local.map((change) => [change.table, change.ids.length])).toEqual([
        ['chats', 1],
        ['messages', 2],
        ['prompts', 1],
      ]);
      expect(remote.every((change) => change.origin === 'remote-tab')).toBe(true);
    });
  });
}
