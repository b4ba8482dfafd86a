import { describe, expect, it } from 'vitest';
import { forkMessages } from './fork-messages.ts';
import { testMessage } from './test-messages.ts';
import { cleanGeneratedTitle } from './chat-title.ts';

describe('forkMessages', () => {
  it('copies the path up to the chosen index with new uuids, relinked in order', () => {
    const path = [
      testMessage('u1', 0, { role: 'user', parentUUID: null }),
      testMessage('a1', 5, { role: 'assistant', parentUUID: 'u1', syncedAt: 9 }),
      testMessage('u2', 7, { role: 'user', parentUUID: 'a1' }),
    ];
    let counter = 0;
    const copies = forkMessages(path, 1, {
      chatID: 'chat-2',
      now: 50,
      uuid: () => `new-${String(++counter)}`,
    });
    expect(
      copies.map((message) => [message.uuid, message.parentUUID, message.order, message.chatID]),
    ).toEqual([
      ['new-1', null, 0, 'chat-2'],
      ['new-2', 'new-1', 1, 'chat-2'],
    ]);
    expect(copies[1]?.content).toBe('content of a1');
    expect(copies[1]?.syncedAt).toBeNull();
  });
});

describe('cleanGeneratedTitle', () => {
  it('strips quotes, prefixes and trailing punctuation', () => {
    expect(cleanGeneratedTitle('"Planning a Trip to Kyoto."')).toBe('Planning a Trip to Kyoto');
    expect(cleanGeneratedTitle('Title: Sourdough basics\nmore text')).toBe('Sourdough basics');
    expect(cleanGeneratedTitle('**Bold title**')).toBe('Bold title');
  });
});
