import { createChatMeta, type Clock, type Message, type StoragePort } from '@confab/core';
import { createSyncEngine, type SyncEngine } from '@confab/core/sync';
import { createMemoryStorage } from '@confab/storage-browser';
import type { MemorySyncServer } from './memory-sync-server.ts';

export interface TestDevice {
  name: string;
  storage: StoragePort;
  engine: SyncEngine;
  online: boolean;
}

/**
 * A clock that moves one millisecond per reading, shared by devices so versions never tie by
 * accident. It starts a day ahead of the wall clock the stores stamp deletions with, like a device
 * whose clock runs fast: every edit looks newer than every deletion, the hard case for "deleted
 * stays deleted".
 */
export function createSteppingClock(start = Date.now() + 86_400_000): Clock {
  let now = start;
  return { now: () => (now += 1) };
}

/** A device with its own store and engine, talking to the memory server while online. */
export function createTestDevice(name: string, server: MemorySyncServer, clock: Clock): TestDevice {
  const storage = createMemoryStorage();
  const device: TestDevice = { name, storage, online: true, engine: undefined as unknown as SyncEngine };
  const offline = () => Promise.reject(new Error(`${name} is offline`));
  device.engine = createSyncEngine({
    storage,
    clock,
    transport: {
      push: (records) => (device.online ? server.push(records) : offline()),
      pull: (cursor, categories) => (device.online ? server.pull(cursor, categories, 3) : offline()),
      digest: (categories) => (device.online ? server.digest(categories) : offline()),
      manifest: (category) => (device.online ? server.manifest(category) : offline()),
      fetch: (refs) => (device.online ? server.fetch(refs) : offline()),
      uploadBlob: (id, bytes) => (device.online ? server.uploadBlob(id, bytes) : offline()),
      downloadBlob: (id) => (device.online ? server.downloadBlob(id) : offline()),
    },
    describeError: (error) => (error instanceof Error ? error.message : String(error)),
  });
  return device;
}

export async function createChat(device: TestDevice, id: string, clock: Clock): Promise<void> {
  await device.storage.chats.put(createChatMeta({ id, now: clock.now() }));
}

/** Adds a user message to the chat as the app does: the message and its chat both become unsynced. */
export async function addMessage(
  device: TestDevice,
  chatID: string,
  uuid: string,
  clock: Clock,
): Promise<boolean> {
  const chat = await device.storage.chats.get(chatID);
  if (!chat) return false;
  const now = clock.now();
  const existing = await device.storage.messages.listByChat(chatID);
  const message: Message = {
    uuid,
    chatID,
    role: 'user',
    content: `text of ${uuid}`,
    order: existing.length,
    parentUUID: null,
    createdAt: now,
    updatedAt: now,
    syncedAt: null,
  };
  await device.storage.saveChatWithMessages({ ...chat, updatedAt: now, syncedAt: null }, [
    ...existing,
    message,
  ]);
  return true;
}

export async function snapshot(device: TestDevice) {
  const chats = (await device.storage.chats.list()).map((chat) => chat.id).sort();
  const messages: string[] = [];
  for (const chatID of chats) {
    for (const message of await device.storage.messages.listByChat(chatID)) messages.push(message.uuid);
  }
  return { chats, messages: messages.sort() };
}
