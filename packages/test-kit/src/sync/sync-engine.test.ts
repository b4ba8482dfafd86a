import { describe, expect, it } from 'vitest';
import { createMemorySyncServer } from './memory-sync-server.ts';
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

    // A message lost behind the engine's back (no tombstone), and a chat the server never got.
    await laptop.storage.messages.delete('m2');
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
