import { describe, expect, it } from 'vitest';
import { sortChats } from './chat-sort.ts';
import { testChat } from './test-chats.ts';

const chats = [
  testChat('a', { chatTitle: 'banana', updatedAt: 30 }),
  testChat('b', { chatTitle: 'Apple', updatedAt: 5, lastMessageCreatedAt: 50 }),
  testChat('c', { chatTitle: '', updatedAt: 40 }),
  testChat('d', { chatTitle: 'cherry', updatedAt: 10, favoritedAt: 1 }),
  testChat('e', { chatTitle: 'item 10', updatedAt: 20 }),
  testChat('f', { chatTitle: 'item 9', updatedAt: 20 }),
];
const ids = (items: { id: string }[]) => items.map((item) => item.id).join('');

describe('sortChats', () => {
  it('puts favourites first, then the most recent activity (last message, else updated)', () => {
    expect(ids(sortChats(chats, 'recent'))).toBe('dbcaef');
  });

  it('sorts oldest first after the favourites', () => {
    expect(ids(sortChats(chats, 'oldest'))).toBe('defacb');
  });

  it('sorts titles A–Z ignoring case, numbers by value, untitled chats last', () => {
    expect(ids(sortChats(chats, 'title-ascending'))).toBe('dbafec');
  });

  it('sorts titles Z–A with untitled chats still last', () => {
    expect(ids(sortChats(chats, 'title-descending'))).toBe('defabc');
  });

  it('leaves the input untouched', () => {
    const before = ids(chats);
    sortChats(chats, 'oldest');
    expect(ids(chats)).toBe(before);
  });
});
