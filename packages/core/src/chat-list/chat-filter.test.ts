import { describe, expect, it } from 'vitest';
import { filterChats, tagsInUse } from './chat-filter.ts';
import { testChat } from './test-chats.ts';

const work = { id: 't1', name: 'work' };
const home = { id: 't2', name: 'Home' };
const chats = [
  testChat('a', { tags: [work] }),
  testChat('b', { tags: [home, work] }),
  testChat('c', { archivedAt: 5, tags: [home] }),
  testChat('d'),
];
const ids = (items: { id: string }[]) => items.map((item) => item.id).join('');

describe('filterChats', () => {
  it('hides archived chats from the normal list and shows only them in the archived view', () => {
    expect(ids(filterChats(chats, { view: 'active', tagIDs: new Set() }))).toBe('abd');
    expect(ids(filterChats(chats, { view: 'archived', tagIDs: new Set() }))).toBe('c');
  });

  it('keeps chats carrying any chosen tag', () => {
    expect(ids(filterChats(chats, { view: 'active', tagIDs: new Set(['t2']) }))).toBe('b');
    expect(ids(filterChats(chats, { view: 'active', tagIDs: new Set(['t1', 't2']) }))).toBe('ab');
    expect(ids(filterChats(chats, { view: 'archived', tagIDs: new Set(['t1']) }))).toBe('');
  });
});

describe('tagsInUse', () => {
  it('lists each tag once, by name ignoring case', () => {
    expect(tagsInUse(chats)).toEqual([home, work]);
  });
});
