import { describe, expect, it } from 'vitest';
import {
  chatActivityTime,
  chatMetaSchema,
  chatPreview,
  createChatMeta,
  isUntitled,
} from '@confab/core/entities';

describe('chatPreview', () => {
  it('collapses whitespace and cuts at 50 characters', () => {
    const text = `  Hello\n\n  world\t${'a'.repeat(80)}`;
    const preview = chatPreview(text);
    expect(preview).toHaveLength(50);
    expect(preview.startsWith('Hello world aaa')).toBe(true);
  });

  it('keeps short text whole and never splits an emoji', () => {
    expect(chatPreview('Hi')).toBe('Hi');
    const preview = chatPreview('😀'.repeat(60));
    expect(Array.from(preview)).toHaveLength(50);
    expect(preview.endsWith('😀')).toBe(true);
  });
});

describe('chat metadata', () => {
  const chat = createChatMeta({ id: 'chat-1', now: 1000, model: 'gpt-4o' });

  it('creates a valid, untitled, unsynced chat', () => {
    expect(chatMetaSchema.parse(chat)).toEqual(chat);
    expect(isUntitled(chat)).toBe(true);
    expect(isUntitled({ chatTitle: 'Plans' })).toBe(false);
    expect(chat.syncedAt).toBeNull();
  });

  it('refuses a preview over 50 characters and a missing message count', () => {
    expect(chatMetaSchema.safeParse({ ...chat, preview: 'x'.repeat(51) }).success).toBe(false);
    const withoutCount: Record<string, unknown> = { ...chat };
    delete withoutCount.messageCount;
    expect(chatMetaSchema.safeParse(withoutCount).success).toBe(false);
  });

  it('sorts by last message time, else updated time', () => {
    expect(chatActivityTime({ lastMessageCreatedAt: 5, updatedAt: 9 })).toBe(5);
    expect(chatActivityTime({ lastMessageCreatedAt: null, updatedAt: 9 })).toBe(9);
  });
});
