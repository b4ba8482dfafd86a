import { describe, expect, it } from 'vitest';
import type { Agent } from '../entities/index.ts';
import { startChatWithAgent } from './start-chat-with-agent.ts';
import { createTestConversationStore } from './test-conversation-store.ts';

const agent: Agent = {
  id: 'a-critic',
  title: 'Haiku Critic',
  description: 'Judges haiku kindly.',
  prompt: 'Critique haiku in three lines.',
  welcomeMessage: 'Send me a haiku.',
  conversationStarters: ['Judge this haiku'],
  model: 'claude-3-5-haiku-latest',
  categories: [],
  type: 'user',
  pinned: false,
  lastUsedAt: null,
  createdAt: 1,
  updatedAt: 1,
  syncedAt: 5,
};

describe('startChatWithAgent', () => {
  it("starts a chat with the agent's model, instructions and welcome message, and records its use", async () => {
    const storage = createTestConversationStore();
    await storage.agents.put(agent);
    let counter = 0;
    const chatID = await startChatWithAgent(storage, agent, {
      clock: { now: () => 1_000 },
      random: { uuid: () => `id-${String(++counter)}` },
    });
    const meta = await storage.chats.get(chatID);
    expect(meta).toMatchObject({
      model: 'claude-3-5-haiku-latest',
      systemMessage: 'Critique haiku in three lines.',
      character: { id: 'a-critic', title: 'Haiku Critic', description: 'Judges haiku kindly.' },
    });
    const messages = await storage.messages.listByChat(chatID);
    expect(messages.map((message) => [message.role, message.content])).toEqual([
      ['assistant', 'Send me a haiku.'],
    ]);
    expect(meta?.currentLeafUUID).toBe(messages[0]?.uuid);
    expect(await storage.agents.get('a-critic')).toMatchObject({ lastUsedAt: 1_000, syncedAt: null });
  });
});
