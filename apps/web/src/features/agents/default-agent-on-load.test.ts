import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@confab/storage-browser';
import { loadAgentChatStorageKey, openDefaultAgentChatOnLoad } from './default-agent-on-load.ts';

const systemCharacters = [
  { id: 'org-helper', title: 'Policy Helper', type: 'org-system', welcomeMessage: 'Ask me about policies.' },
];

afterEach(() => {
  localStorage.removeItem(loadAgentChatStorageKey);
});

describe("the host's default agent on the first screen (defaultCharacterID)", () => {
  it('opens a chat with the agent and its welcome message', async () => {
    const storage = createMemoryStorage();
    const chatID = await openDefaultAgentChatOnLoad(storage, systemCharacters, 'org-helper');
    expect((await storage.chats.get(chatID ?? ''))?.character?.id).toBe('org-helper');
    const messages = await storage.messages.listByChat(chatID ?? '');
    expect(messages.map((message) => message.content)).toEqual(['Ask me about policies.']);
  });

  it('opens the same chat again while nobody has written in it, so reloads add no empty chats', async () => {
    const storage = createMemoryStorage();
    const first = await openDefaultAgentChatOnLoad(storage, systemCharacters, 'org-helper');
    const second = await openDefaultAgentChatOnLoad(storage, systemCharacters, 'org-helper');
    expect(second).toBe(first);
    expect(await storage.chats.list()).toHaveLength(1);
  });

  it('starts a new chat once the previous one was used', async () => {
    const storage = createMemoryStorage();
    const first = await openDefaultAgentChatOnLoad(storage, systemCharacters, 'org-helper');
    const meta = await storage.chats.get(first ?? '');
    if (!meta) throw new Error('the chat was not stored');
    await storage.chats.put({ ...meta, updatedAt: meta.updatedAt + 1000 });
    const second = await openDefaultAgentChatOnLoad(storage, systemCharacters, 'org-helper');
    expect(second).not.toBe(first);
    expect(await storage.chats.list()).toHaveLength(2);
  });

  it('keeps the plain new chat when the agent is unknown', async () => {
    const storage = createMemoryStorage();
    expect(await openDefaultAgentChatOnLoad(storage, systemCharacters, 'gone')).toBeUndefined();
    expect(await storage.chats.list()).toEqual([]);
  });
});
