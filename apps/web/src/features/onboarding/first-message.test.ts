import { describe, expect, it } from 'vitest';
import { createChatMeta, type Message } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { earlierFirstMessageTime, isNewUserMessage } from './first-message.ts';

function message(fields: Partial<Message>): Message {
  return {
    uuid: 'm1',
    chatID: 'c1',
    role: 'user',
    content: 'Hello',
    order: 0,
    createdAt: 100,
    updatedAt: 100,
    syncedAt: null,
    ...fields,
  };
}

describe('first message', () => {
  it('counts only a user message of this session outside the examples', () => {
    expect(isNewUserMessage(message({}), 100)).toBe(true);
    expect(isNewUserMessage(message({ createdAt: 99 }), 100)).toBe(false);
    expect(isNewUserMessage(message({ role: 'assistant' }), 100)).toBe(false);
    expect(isNewUserMessage(message({ chatID: 'example-welcome' }), 100)).toBe(false);
    expect(isNewUserMessage(undefined, 100)).toBe(false);
  });

  it('finds a message sent before the checklist existed, ignoring the examples', async () => {
    const storage = createMemoryStorage();
    expect(await earlierFirstMessageTime(storage)).toBe(undefined);
    await storage.chats.put({ ...createChatMeta({ id: 'example-welcome', now: 10 }), messageCount: 2 });
    expect(await earlierFirstMessageTime(storage)).toBe(undefined);
    await storage.chats.put({
      ...createChatMeta({ id: 'mine', now: 50 }),
      messageCount: 1,
      lastMessageCreatedAt: 60,
    });
    expect(await earlierFirstMessageTime(storage)).toBe(60);
  });
});
