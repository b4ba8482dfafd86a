import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@confab/storage-browser';
import { startChatWithAgentID } from './use-start-default-agent-chat.ts';

const systemCharacters = [
  {
    id: 'org-helper',
    title: 'Policy Helper',
    type: 'org-system',
    prompt: 'Answer from the handbook.',
    welcomeMessage: 'Ask me about policies.',
  },
];

describe("the host's default agent for new chats (defaultCharacterID)", () => {
  it("starts the chat with the host's system agent: its instructions and welcome message", async () => {
    const storage = createMemoryStorage();
    const chatID = await startChatWithAgentID(storage, systemCharacters, 'org-helper');
    expect(chatID).toBeDefined();
    const meta = await storage.chats.get(chatID ?? '');
    expect(meta).toMatchObject({
      character: { id: 'org-helper', title: 'Policy Helper' },
      systemMessage: 'Answer from the handbook.',
    });
    const messages = await storage.messages.listByChat(chatID ?? '');
    expect(messages.map((message) => message.content)).toEqual(['Ask me about policies.']);
  });

  it("starts no chat when the agent is neither the host's nor in the library", async () => {
    const storage = createMemoryStorage();
    expect(await startChatWithAgentID(storage, systemCharacters, 'gone')).toBeUndefined();
    expect(await storage.chats.list()).toEqual([]);
  });
});
