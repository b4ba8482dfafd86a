import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@confab/storage-browser';
import { settingKeys } from '../../storage/setting-keys.ts';
import { exampleRecords } from './example-chats.ts';
import { examplesFolderID } from './example-chat-ids.ts';
import { fillExampleChats } from './fill-example-chats.ts';

const intl = {
  formatMessage: (descriptor: { defaultMessage?: unknown }) => String(descriptor.defaultMessage),
};
const load = () => Promise.resolve(exampleRecords(intl));

describe('fillExampleChats', () => {
  it('adds the Examples project and its chats once, under fixed ids', async () => {
    const storage = createMemoryStorage();
    expect(await fillExampleChats(storage, load, { now: 5 })).toBe(true);
    expect((await storage.folders.get(examplesFolderID))?.title).toBe('Examples');
    const chats = await storage.chats.query();
    expect(chats.map((chat) => chat.id).sort()).toEqual(['example-formatting', 'example-welcome']);
    expect(chats.every((chat) => chat.folderID === examplesFolderID)).toBe(true);
    const [question, answer] = await storage.messages.listByChat('example-welcome');
    expect(question?.role).toBe('user');
    // One message per line in the catalogue: the Markdown list keeps its line breaks.
    expect(answer?.content).toContain('\n- **Projects**');
    expect(await fillExampleChats(storage, load, { now: 6 })).toBe(false);
  });

  it('never adds back what was deleted, even when the device flag is gone (a second device after sync)', async () => {
    const storage = createMemoryStorage();
    await fillExampleChats(storage, load, { now: 5 });
    await storage.deleteChat('example-welcome');
    await storage.deleteChat('example-formatting');
    await storage.folders.delete(examplesFolderID);
    await storage.settings.delete(settingKeys.exampleChatsFilled);
    expect(await fillExampleChats(storage, load, { now: 6 })).toBe(false);
    expect(await storage.chats.query({ includeArchived: true })).toEqual([]);
    expect(await storage.folders.list()).toEqual([]);
  });

  it('keeps a surviving chat out of a deleted project', async () => {
    const storage = createMemoryStorage();
    await storage.folders.put((await load()).folder);
    await storage.folders.delete(examplesFolderID);
    expect(await fillExampleChats(storage, load, { now: 5 })).toBe(true);
    const chats = await storage.chats.query();
    expect(chats.map((chat) => chat.folderID)).toEqual([null, null]);
  });

  it('leaves a workspace that already holds chats alone, and remembers that it looked', async () => {
    const storage = createMemoryStorage();
    const { chats } = await load();
    const own = chats[0];
    if (!own) throw new Error('no example');
    await storage.saveChatWithMessages({ ...own.meta, id: 'own', folderID: null }, []);
    expect(await fillExampleChats(storage, load, { now: 5 })).toBe(false);
    expect((await storage.settings.get(settingKeys.exampleChatsFilled))?.value).toBe(true);
    expect((await storage.chats.query()).map((chat) => chat.id)).toEqual(['own']);
  });
});
