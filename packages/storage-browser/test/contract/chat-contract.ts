import { InvalidRecordError } from '@confab/core/ports';
import { describe, expect, it } from 'vitest';
import { baseTime, chatFixture, messageFixture } from '../record-fixtures.ts';
import type { ContractContext } from '../storage-contract.ts';

export function registerChatContract(context: ContractContext): void {
  describe('chats', () => {
    it('stores chat metadata without message bodies', async () => {
      const { chats, messages } = context.storage();
      const meta = chatFixture('chat-1', { tags: [{ id: 'tag-1', name: 'Work' }], messageCount: 1 });
      await chats.put(meta);
      await messages.put(messageFixture('chat-1', 0));
      expect(await chats.get('chat-1')).toEqual(meta);
      expect(Object.keys((await chats.query())[0] ?? {})).not.toContain('messages');
    });

    it('lists 1,000 chats whose messages are large, returning metadata only', async () => {
      const { chats, messages } = context.storage();
      const largeBody = 'x'.repeat(20_000);
      const metas = Array.from({ length: 1000 }, (_, index) =>
        chatFixture(`chat-${String(index).padStart(4, '0')}`, {
          updatedAt: baseTime + index,
          messageCount: 1,
        }),
      );
      await chats.putMany(metas);
      await messages.putMany(metas.map((meta) => messageFixture(meta.id, 0, { content: largeBody })));
      const listed = await chats.query({ orderBy: 'updatedAt' });
      expect(listed).toHaveLength(1000);
      expect(listed[0]?.id).toBe('chat-0999');
      expect(JSON.stringify(listed).includes(largeBody)).toBe(false);
    });

    it('orders by updatedAt or by last message time, falling back to updatedAt', async () => {
      const { chats } = context.storage();
      await chats.putMany([
        chatFixture('old-update-new-message', { updatedAt: 10, lastMessageCreatedAt: 50 }),
        chatFixture('no-messages', { updatedAt: 30, lastMessageCreatedAt: null }),
        chatFixture('newest-update', { updatedAt: 40, lastMessageCreatedAt: 20 }),
      ]);
      const ids = async (options: Parameters<typeof chats.query>[0]) =>
        (await chats.query(options)).map((chat) => chat.id);
      expect(await ids({ orderBy: 'updatedAt' })).toEqual([
        'newest-update',
        'no-messages',
        'old-update-new-message',
      ]);
      expect(await ids({ orderBy: 'lastMessageCreatedAt' })).toEqual([
        'old-update-new-message',
        'no-messages',
        'newest-update',
      ]);
      expect(await ids({ orderBy: 'updatedAt', direction: 'ascending', offset: 1, limit: 1 })).toEqual([
        'no-messages',
      ]);
    });

    it('breaks ties by id, and hides archived chats unless asked', async () => {
      const { chats } = context.storage();
      await chats.putMany([
        chatFixture('b', { updatedAt: 5 }),
        chatFixture('a', { updatedAt: 5 }),
        chatFixture('archived', { updatedAt: 9, archivedAt: 9 }),
      ]);
      const ascending = await chats.query({ orderBy: 'updatedAt', direction: 'ascending' });
      expect(ascending.map((chat) => chat.id)).toEqual(['a', 'b']);
      const all = await chats.query({ orderBy: 'updatedAt', includeArchived: true, limit: 2 });
      expect(all.map((chat) => chat.id)).toEqual(['archived', 'b']);
    });

    it('lists the favourites, archived ones included, through the favourites index', async () => {
      const { chats } = context.storage();
      await chats.putMany([
        chatFixture('plain', { updatedAt: 1 }),
        chatFixture('favourite', { updatedAt: 2, favoritedAt: 7 }),
        chatFixture('archived-favourite', { updatedAt: 3, favoritedAt: 5, archivedAt: 6 }),
      ]);
      const ids = (await chats.favorites()).map((chat) => chat.id).sort();
      expect(ids).toEqual(['archived-favourite', 'favourite']);
    });

    it('reads every chat in slices by id, each starting after the last one read', async () => {
      const { chats } = context.storage();
      await chats.putMany(['c', 'a', 'e', 'b', 'd'].map((id) => chatFixture(id, { updatedAt: 1 })));
      const first = await chats.pageAfter(undefined, 2);
      expect(first.chats.map((chat) => chat.id)).toEqual(['a', 'b']);
      expect(first.lastID).toBe('b');
      const second = await chats.pageAfter(first.lastID, 2);
      expect(second.chats.map((chat) => chat.id)).toEqual(['c', 'd']);
      const last = await chats.pageAfter(second.lastID, 2);
      expect(last).toEqual({ chats: [expect.objectContaining({ id: 'e' })], lastID: undefined });
    });
  });

  describe('messages', () => {
    it('lists a chat by order whatever the insertion order, and deletes one or all', async () => {
      const { messages } = context.storage();
      await messages.putMany([
        messageFixture('chat-1', 2),
        messageFixture('chat-1', 0),
        messageFixture('chat-2', 0),
      ]);
      await messages.put(
        messageFixture('chat-1', 1, {
          attachments: [{ blobID: 'blob-1', name: 'a.txt', mimeType: 'text/plain', size: 3 }],
        }),
      );
      expect((await messages.listByChat('chat-1')).map((message) => message.order)).toEqual([0, 1, 2]);
      expect((await messages.get('chat-1-message-1'))?.attachments?.[0]?.blobID).toBe('blob-1');
      await messages.delete('chat-1-message-1');
      expect((await messages.listByChat('chat-1')).map((message) => message.order)).toEqual([0, 2]);
      await messages.deleteByChat('chat-1');
      expect(await messages.listByChat('chat-1')).toEqual([]);
      expect(await messages.listByChat('chat-2')).toHaveLength(1);
    });

    it('lists several chats at once, each by order, an unknown chat as empty', async () => {
      const { messages } = context.storage();
      await messages.putMany([
        messageFixture('chat-2', 1),
        messageFixture('chat-1', 1),
        messageFixture('chat-2', 0),
        messageFixture('chat-1', 0),
      ]);
      const lists = await messages.listByChats(['chat-2', 'chat-9', 'chat-1']);
      expect(lists.map((list) => list.map((message) => [message.chatID, message.order]))).toEqual([
        [
          ['chat-2', 0],
          ['chat-2', 1],
        ],
        [],
        [
          ['chat-1', 0],
          ['chat-1', 1],
        ],
      ]);
    });

    it('update changes the stored message, keeping text written since another copy was read', async () => {
      const { messages } = context.storage();
      const first = messageFixture('chat-1', 0);
      await messages.put(first);
      await messages.put({ ...first, content: 'The whole answer', updatedAt: first.updatedAt + 1 });
      const stored = await messages.update(first.uuid, (message) => ({ ...message, syncedAt: 5 }));
      expect(stored).toMatchObject({ content: 'The whole answer', syncedAt: 5 });
      expect(await messages.get(first.uuid)).toEqual(stored);
      expect(
        await messages.update('absent', (message) => ({ ...message, content: 'Never' })),
      ).toBeUndefined();
      await expect(
        messages.update(first.uuid, (message) => ({ ...message, chatID: 'chat-2' })),
      ).rejects.toBeInstanceOf(InvalidRecordError);
      expect(await messages.get(first.uuid)).toEqual(stored);
    });
  });

  describe('transactions', () => {
    it('deleteChat removes metadata and messages and leaves one tombstone', async () => {
      const storage = context.storage();
      await storage.saveChatWithMessages(chatFixture('chat-1'), [
        messageFixture('chat-1', 0),
        messageFixture('chat-1', 1),
      ]);
      await storage.saveChatWithMessages(chatFixture('chat-2'), [messageFixture('chat-2', 0)]);
      context.clock.set(baseTime + 99);
      await storage.deleteChat('chat-1');
      expect(await storage.chats.get('chat-1')).toBeUndefined();
      expect(await storage.messages.listByChat('chat-1')).toEqual([]);
      expect(await storage.messages.listByChat('chat-2')).toHaveLength(1);
      expect(await storage.tombstones.list()).toEqual([
        { id: 'chat-1', table: 'chats', deletedAt: baseTime + 99, syncedAt: null },
      ]);
      await storage.chats.delete('chat-2');
      expect(await storage.messages.listByChat('chat-2')).toEqual([]);
    });

    it('a message removed by replacing or deleting leaves a tombstone naming its chat', async () => {
      const storage = context.storage();
      const [first, second, third] = [0, 1, 2].map((order) => messageFixture('chat-1', order));
      if (!first || !second || !third) throw new Error('fixtures');
      await storage.saveChatWithMessages(chatFixture('chat-1'), [first, second, third]);
      context.clock.set(baseTime + 50);
      await storage.saveChatWithMessages(chatFixture('chat-1'), [first, third], { replaceMessages: true });
      context.clock.set(baseTime + 60);
      await storage.messages.delete(third.uuid);
      await storage.messages.delete('never-stored');
      expect(await storage.messages.listByChat('chat-1')).toEqual([first]);
      const tombstones = await storage.tombstones.list();
      expect(tombstones).toHaveLength(2);
      expect(tombstones).toEqual(
        expect.arrayContaining([
          {
            id: second.uuid,
            table: 'messages',
            deletedAt: baseTime + 50,
            syncedAt: null,
            parentID: 'chat-1',
          },
          { id: third.uuid, table: 'messages', deletedAt: baseTime + 60, syncedAt: null, parentID: 'chat-1' },
        ]),
      );
    });

    it('saveChatWithMessages writes nothing when any record is refused', async () => {
      const storage = context.storage();
      const foreign = messageFixture('other-chat', 1);
      await expect(
        storage.saveChatWithMessages(chatFixture('chat-1'), [messageFixture('chat-1', 0), foreign]),
      ).rejects.toBeInstanceOf(InvalidRecordError);
      const invalid = { ...messageFixture('chat-1', 1), role: 'robot' } as unknown as Parameters<
        typeof storage.messages.put
      >[0];
      await expect(storage.saveChatWithMessages(chatFixture('chat-1'), [invalid])).rejects.toBeInstanceOf(
        InvalidRecordError,
      );
      expect(await storage.chats.list()).toEqual([]);
      expect(await storage.messages.listByChat('chat-1')).toEqual([]);
    });

    it('saveChatWithMessages can replace the stored messages', async () => {
      const storage = context.storage();
      const first = [0, 1, 2].map((order) => messageFixture('chat-1', order));
      await storage.saveChatWithMessages(chatFixture('chat-1', { messageCount: 3 }), first);
      await storage.saveChatWithMessages(
        chatFixture('chat-1', { messageCount: 1 }),
        [messageFixture('chat-1', 0)],
        {
          replaceMessages: true,
        },
      );
      expect((await storage.messages.listByChat('chat-1')).map((message) => message.order)).toEqual([0]);
      expect((await storage.chats.get('chat-1'))?.messageCount).toBe(1);
    });

    it('update changes the stored copy, keeping what was written since another copy was read', async () => {
      const { chats } = context.storage();
      await chats.put(chatFixture('chat-1'));
      const stale = await chats.get('chat-1');
      if (!stale) throw new Error('not stored');
      await chats.put({ ...stale, currentLeafUUID: 'message-2' });
      const stored = await chats.update('chat-1', (chat) => ({ ...chat, chatTitle: 'Named' }));
      expect(stored).toMatchObject({ chatTitle: 'Named', currentLeafUUID: 'message-2' });
      expect(await chats.get('chat-1')).toEqual(stored);
      // Two at once both land: each reads the other's result.
      await Promise.all(
        [1, 2].map(() =>
          chats.update('chat-1', (chat) => ({ ...chat, messageCount: chat.messageCount + 1 })),
        ),
      );
      expect((await chats.get('chat-1'))?.messageCount).toBe(stale.messageCount + 2);
    });

    it('updateMany changes every stored chat named, or none when one result is refused', async () => {
      const { chats } = context.storage();
      await chats.putMany([chatFixture('chat-1'), chatFixture('chat-2'), chatFixture('chat-3')]);
      await chats.updateMany(['chat-1', 'absent', 'chat-3'], (chat) => ({ ...chat, chatTitle: 'Kept' }));
      expect((await chats.list()).map((chat) => [chat.id, chat.chatTitle])).toEqual([
        ['chat-1', 'Kept'],
        ['chat-2', chatFixture('chat-2').chatTitle],
        ['chat-3', 'Kept'],
      ]);
      await expect(
        chats.updateMany(['chat-1', 'chat-2'], (chat) =>
          chat.id === 'chat-2' ? { ...chat, messageCount: -1 } : { ...chat, chatTitle: 'Never' },
        ),
      ).rejects.toBeInstanceOf(InvalidRecordError);
      expect((await chats.get('chat-1'))?.chatTitle).toBe('Kept');
    });

    it('update leaves the store as it was for a missing chat, no change, or a refused one', async () => {
      const { chats } = context.storage();
      expect(await chats.update('absent', (chat) => ({ ...chat, chatTitle: 'Never' }))).toBeUndefined();
      expect(await chats.list()).toEqual([]);
      const meta = chatFixture('chat-1');
      await chats.put(meta);
      expect(await chats.update('chat-1', () => undefined)).toEqual(meta);
      await expect(chats.update('chat-1', (chat) => ({ ...chat, messageCount: -1 }))).rejects.toBeInstanceOf(
        InvalidRecordError,
      );
      await expect(chats.update('chat-1', (chat) => ({ ...chat, id: 'chat-2' }))).rejects.toBeInstanceOf(
        InvalidRecordError,
      );
      expect(await chats.list()).toEqual([meta]);
    });
  });
}
