import { describe, expect, it } from 'vitest';
import { chatMetaSchema, createChatMeta, messageSchema } from '@confab/core';
import { sharedChatDataFrom } from './shared-chat-data.ts';
import { chatRecordsFromShared } from './shared-chat-records.ts';

describe('a shared chat', () => {
  it('publishes the visible path with the chat’s system message, and comes back as a new chat', () => {
    const meta = {
      ...createChatMeta({ id: 'chat-1', now: 10 }),
      chatTitle: 'Plan',
      systemMessage: 'Be brief.',
    };
    const base = { chatID: 'chat-1', updatedAt: 1, syncedAt: null };
    const data = sharedChatDataFrom({
      meta,
      messages: [
        { ...base, uuid: 'u1', role: 'user', content: 'Hi', order: 0, createdAt: 1, parentUUID: null },
        {
          ...base,
          uuid: 'a1',
          role: 'assistant',
          content: 'Old',
          model: 'm-1',
          order: 1,
          createdAt: 2,
          parentUUID: 'u1',
        },
        {
          ...base,
          uuid: 'a2',
          role: 'assistant',
          content: 'New',
          model: 'm-2',
          order: 2,
          createdAt: 3,
          parentUUID: 'u1',
        },
      ],
    });
    expect(data.title).toBe('Plan');
    expect(data.messages.map((message) => [message.role, message.content])).toEqual([
      ['system', 'Be brief.'],
      ['user', 'Hi'],
      ['assistant', 'New'],
    ]);

    let next = 0;
    const copy = chatRecordsFromShared(data, { newID: () => `id-${String((next += 1))}`, now: 99 });
    expect(chatMetaSchema.safeParse(copy.meta).success).toBe(true);
    expect(copy.meta).toMatchObject({
      id: 'id-1',
      chatTitle: 'Plan',
      systemMessage: 'Be brief.',
      messageCount: 2,
    });
    expect(copy.messages.every((message) => messageSchema.safeParse(message).success)).toBe(true);
    expect(copy.messages.map((message) => [message.content, message.parentUUID])).toEqual([
      ['Hi', null],
      ['New', 'id-2'],
    ]);
    expect(copy.meta.currentLeafUUID).toBe('id-3');
  });
});
