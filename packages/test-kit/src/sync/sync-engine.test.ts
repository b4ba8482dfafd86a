import { describe, expect, it } from 'vitest';
import { syncRejectionReasons } from '@confab/core/protocol';
import { createMemorySyncServer, createRecordingSyncServer } from './memory-sync-server.ts';
import { addMessage, createChat, createSteppingClock, createTestDevice, snapshot } from './sync-devices.ts';

describe('sync engine against the reference server', () => {
  it('brings a chat and its messages to a second device, in pages', async () => {
    const server = createMemorySyncServer();
    const clock = createSteppingClock();
    const laptop = createTestDevice('laptop', server, clock);
    const phone = createTestDevice('phone', server, clock);
    await createChat(laptop, 'c1', clock);
    for (const uuid of ['m1', 'm2', 'm3', 'm4']) await addMessage(laptop, 'c1', uuid, clock);
    await laptop.engine.sync();
    expect(laptop.engine.status).toMatchObject({ lastError: null, pendingChangesCount: 0 });
    await phone.engine.sync();
    expect(await snapshot(phone)).toEqual({ chats: ['c1'], messages: ['m1', 'm2', 'm3', 'm4'] });
    expect(await phone.storage.chats.get('c1')).toMatchObject({ messageCount: 4, preview: 'text of m1' });
  });

  it('keeps every message written offline on two devices and keeps a deleted chat deleted', async () => {
    const server = createMemorySyncServer();
    const clock = createSteppingClock();
    const laptop = createTestDevice('laptop', server, clock);
    const phone = createTestDevice('phone', server, clock);
    await createChat(laptop, 'c1', clock);
    await createChat(laptop, 'c2', clock);
    await addMessage(laptop, 'c1', 'm1', clock);
    await laptop.engine.sync();
    await phone.engine.sync();

    laptop.online = false;
    phone.online = false;
    await addMessage(laptop, 'c1', 'from-laptop', clock);
    await addMessage(phone, 'c1', 'from-phone', clock);
    await addMessage(phone, 'c2', 'late-edit', clock);
    await laptop.storage.deleteChat('c2');
    await laptop.engine.sync();
    expect(laptop.engine.status.lastError).toBe('laptop is offline');
    expect(laptop.engine.status.pendingChangesCount).toBeGreaterThan(0);

    laptop.online = true;
    phone.online = true;
    await laptop.engine.sync();
    await phone.engine.sync();
    await laptop.engine.sync();
    const expected = { chats: ['c1'], messages: ['from-laptop', 'from-phone', 'm1'] };
    expect(await snapshot(laptop)).toEqual(expected);
    expect(await snapshot(phone)).toEqual(expected);
  });

  it('re-syncs everything: every chat and message is sent again and marked synced, unchanged', async () => {
    const { server, pushed } = createRecordingSyncServer();
    const clock = createSteppingClock();
    const laptop = createTestDevice('laptop', server, clock);
    await createChat(laptop, 'c1', clock);
    for (const uuid of ['m1', 'm2']) await addMessage(laptop, 'c1', uuid, clock);
    await laptop.engine.sync();
    const before = await laptop.storage.messages.listByChat('c1');
    pushed.length = 0;
    await laptop.engine.resyncEverything();
    expect(pushed).toEqual(
      expect.arrayContaining(['c1', 'm1', 'm2'].map((id) => expect.objectContaining({ id }) as unknown)),
    );
    const after = await laptop.storage.messages.listByChat('c1');
    expect(after.map((message) => message.content)).toEqual(before.map((message) => message.content));
    expect(after.every((message) => message.syncedAt !== null)).toBe(true);
    expect((await laptop.storage.chats.get('c1'))?.syncedAt).not.toBeNull();
  });

  it('reports progress while it runs, and marks only the first sync of a device as its first', async () => {
    const server = createMemorySyncServer();
    const clock = createSteppingClock();
    const laptop = createTestDevice('laptop', server, clock);
    const phone = createTestDevice('phone', server, clock);
    await createChat(laptop, 'c1', clock);
    for (const uuid of ['m1', 'm2']) await addMessage(laptop, 'c1', uuid, clock);
    await laptop.engine.sync();

    const seen: { firstSync: boolean; sent: number; toSend: number; received: number }[] = [];
    phone.engine.subscribe((status) => {
      if (status.progress) seen.push(status.progress);
    });
    await phone.engine.sync();
    expect(seen[0]).toEqual({ firstSync: true, sent: 0, toSend: 0, received: 0 });
    expect(seen.at(-1)).toMatchObject({ firstSync: true, received: 3 });
    expect(phone.engine.status.progress).toBeNull();

    seen.length = 0;
    await addMessage(phone, 'c1', 'm3', clock);
    await phone.engine.sync();
    expect(seen.every((progress) => !progress.firstSync)).toBe(true);
    expect(seen.at(-1)).toMatchObject({ sent: 2, toSend: 2 });
  });

  it('carries a deleted message to the other device, where a stale edit cannot bring it back', async () => {
    const server = createMemorySyncServer();
    const clock = createSteppingClock();
    const laptop = createTestDevice('laptop', server, clock);
    const phone = createTestDevice('phone', server, clock);
    await createChat(laptop, 'c1', clock);
    for (const uuid of ['m1', 'm2', 'm3']) await addMessage(laptop, 'c1', uuid, clock);
    await laptop.engine.sync();
    await phone.engine.sync();

    const chat = await laptop.storage.chats.get('c1');
    const kept = (await laptop.storage.messages.listByChat('c1')).filter((message) => message.uuid !== 'm2');
    if (!chat) throw new Error('the chat should exist');
    await laptop.storage.saveChatWithMessages({ ...chat, updatedAt: clock.now(), syncedAt: null }, kept, {
      replaceMessages: true,
    });
    expect(await laptop.storage.tombstones.list()).toContainEqual(
      expect.objectContaining({ table: 'messages', id: 'm2', parentID: 'c1', syncedAt: null }),
    );
    // The phone edits the message the laptop deleted, later by its clock, before hearing of it.
    const m2 = await phone.storage.messages.get('m2');
    if (!m2) throw new Error('the message should have arrived');
    await phone.storage.messages.put({
      ...m2,
      content: 'edited',
      updatedAt: clock.now() + 60_000,
      syncedAt: null,
    });

    await laptop.engine.sync();
    await phone.engine.sync();
    await laptop.engine.sync();
    const expected = { chats: ['c1'], messages: ['m1', 'm3'] };
    expect(await snapshot(laptop)).toEqual(expected);
    expect(await snapshot(phone)).toEqual(expected);
    expect(await phone.storage.chats.get('c1')).toMatchObject({ messageCount: 2 });
    expect(laptop.engine.status.pendingChangesCount).toBe(0);
  });

  it('brings an attachment with its bytes, and its deletion, to the other device', async () => {
    const server = createMemorySyncServer();
    const clock = createSteppingClock();
    const laptop = createTestDevice('laptop', server, clock);
    const phone = createTestDevice('phone', server, clock);
    const now = clock.now();
    await laptop.storage.blobs.put({
      id: 'b-1',
      mimeType: 'text/plain',
      size: 5,
      data: new Blob(['hello'], { type: 'text/plain' }),
      createdAt: now,
      updatedAt: now,
      syncedAt: null,
    });
    await laptop.engine.sync();
    expect(server.live().find((record) => record.id === 'b-1')?.data).toEqual({
      id: 'b-1',
      mimeType: 'text/plain',
      size: 5,
      createdAt: now,
      updatedAt: now,
    });
    await phone.engine.sync();
    const arrived = await phone.storage.blobs.get('b-1');
    expect(arrived).toMatchObject({ mimeType: 'text/plain', size: 5 });
    expect(await arrived?.data.text()).toBe('hello');
    expect(phone.engine.status.pendingChangesCount).toBe(0);

    await phone.storage.blobs.delete('b-1');
    await phone.engine.sync();
    await laptop.engine.sync();
    expect(await laptop.storage.blobs.get('b-1')).toBeUndefined();
    expect(await server.downloadBlob('b-1')).toBeUndefined();
  });

  it('stores the rest of a batch when the server rejects one record, lists it and never resends it unchanged', async () => {
    const server = createMemorySyncServer();
    const clock = createSteppingClock();
    const laptop = createTestDevice('laptop', server, clock);
    const phone = createTestDevice('phone', server, clock);
    // An id longer than the protocol allows, as an older build or an import could have stored.
    const longID = `c-${'x'.repeat(250)}`;
    await createChat(laptop, longID, clock);
    await createChat(laptop, 'c1', clock);
    await addMessage(laptop, 'c1', 'm1', clock);
    const pushed: unknown[][] = [];
    const push = server.push.bind(server);
    server.push = (batch) => {
      pushed.push([...batch]);
      return push(batch);
    };

    await laptop.engine.sync();
    expect(laptop.engine.status).toMatchObject({ lastError: null, pendingChangesCount: 0 });
    const listed = laptop.engine.status.rejectedRecords;
    expect(listed.map(({ kind, id, reason }) => ({ kind, id, reason }))).toEqual([
      { kind: 'chat', id: longID, reason: syncRejectionReasons.malformed },
    ]);
    await phone.engine.sync();
    expect(await snapshot(phone)).toEqual({ chats: ['c1'], messages: ['m1'] });

    // Not sent again while unchanged; still on the laptop, still listed.
    await laptop.engine.sync();
    expect(pushed).toHaveLength(1);
    expect(await laptop.storage.chats.get(longID)).toBeDefined();
    expect(laptop.engine.status.rejectedRecords).toHaveLength(1);

    // Deleted on the laptop, its tombstone goes out and the listing clears.
    await laptop.storage.deleteChat(longID);
    await laptop.engine.sync();
    expect(laptop.engine.status.rejectedRecords).toEqual([]);
  });

  it('skips chats over 3 MiB and counts them', async () => {
    const server = createMemorySyncServer();
    const clock = createSteppingClock();
    const laptop = createTestDevice('laptop', server, clock);
    await createChat(laptop, 'big', clock);
    await laptop.storage.messages.put({
      uuid: 'huge',
      chatID: 'big',
      role: 'user',
      content: 'x'.repeat(3 * 1024 * 1024),
      order: 0,
      parentUUID: null,
      createdAt: 1,
      updatedAt: 1,
      syncedAt: null,
    });
    await createChat(laptop, 'small', clock);
    await laptop.engine.sync();
    expect(laptop.engine.status).toMatchObject({ ignoredCount: 1, ignoredChatIDs: ['big'] });
    expect(server.live().map((record) => record.id)).toEqual(['small']);
  });

  it('never sends a plain API key, but sends preferences', async () => {
    const server = createMemorySyncServer();
    const clock = createSteppingClock();
    const laptop = createTestDevice('laptop', server, clock);
    await laptop.storage.settings.set({
      key: 'apiKeys.openai',
      value: 'sk-plain',
      updatedAt: 1,
      syncedAt: null,
    });
    await laptop.storage.settings.set({ key: 'chat.streaming', value: false, updatedAt: 1, syncedAt: null });
    await laptop.engine.sync();
    expect(server.live().map((record) => record.id)).toEqual(['chat.streaming']);
  });

  it('leaves switched-off categories alone', async () => {
    const server = createMemorySyncServer();
    const clock = createSteppingClock();
    const laptop = createTestDevice('laptop', server, clock);
    await laptop.engine.setCategoryEnabled('chats', false);
    await createChat(laptop, 'c1', clock);
    await laptop.engine.sync();
    expect(server.live()).toEqual([]);
    await laptop.engine.setCategoryEnabled('chats', true);
    await laptop.engine.sync();
    expect(server.live().map((record) => record.id)).toEqual(['c1']);
  });
});

describe('integrity check', () => {
  it('finds and repairs drift that pushes and pulls alone would never notice', async () => {
    const server = createMemorySyncServer();
    const clock = createSteppingClock();
    const laptop = createTestDevice('laptop', server, clock);
    await createChat(laptop, 'c1', clock);
    await addMessage(laptop, 'c1', 'm1', clock);
    await addMessage(laptop, 'c1', 'm2', clock);
    await laptop.engine.sync();

    // A message lost behind the engine's back (its tombstone gone too), and a chat the server never got.
    await laptop.storage.messages.delete('m2');
    await laptop.storage.tombstones.clear([{ table: 'messages', id: 'm2' }]);
    await createChat(laptop, 'c2', clock);
    for (const id of ['c1', 'c2']) {
      const chat = await laptop.storage.chats.get(id);
      if (chat) await laptop.storage.chats.put({ ...chat, syncedAt: clock.now() });
    }
    await laptop.storage.settings.set({
      key: 'sync.lastIntegrityCheckAt',
      value: 0,
      updatedAt: 1,
      syncedAt: null,
    });

    await laptop.engine.sync();
    expect((await snapshot(laptop)).messages).toEqual(['m1', 'm2']);
    expect(
      server
        .live()
        .map((record) => record.id)
        .sort(),
    ).toEqual(['c1', 'c2', 'm1', 'm2']);
  });
});
