import { describe, expect, it } from 'vitest';
import { SearchIndex } from './search-index.ts';
import { queryWords } from './search-terms.ts';
import type { IndexedChat } from './search-types.ts';

function chat(chatID: string, overrides: Partial<IndexedChat> = {}): IndexedChat {
  return { chatID, title: '', tagNames: [], activityAt: 0, texts: [], ...overrides };
}

function search(index: SearchIndex, query: string, limit = 10) {
  return index.search(queryWords(query), limit);
}

function ids(index: SearchIndex, query: string): string[] {
  return search(index, query).hits.map((hit) => hit.chatID);
}

describe('SearchIndex', () => {
  const build = (compact: boolean) => {
    const index = new SearchIndex();
    index.putChat(chat('bread', { title: 'Baking', texts: ['My Sourdough starter died', 'Feed it daily'] }));
    index.putChat(chat('cake', { title: 'Crème brûlée', texts: ['Use a torch'], activityAt: 5 }));
    index.putChat(chat('tagged', { tagNames: ['Recipes'], texts: ['nothing else'], activityAt: 2 }));
    if (compact) index.compact();
    return index;
  };

  for (const compact of [false, true]) {
    describe(compact ? 'after compaction' : 'before compaction', () => {
      it('finds a message word by its prefix, whatever its case', () => {
        expect(ids(build(compact), 'SOUR')).toEqual(['bread']);
      });

      it('ignores accents in the text and in the query', () => {
        expect(ids(build(compact), 'creme brulee')).toEqual(['cake']);
        expect(ids(build(compact), 'tórch')).toEqual(['cake']);
      });

      it('finds chats by tag name and says which tag matched', () => {
        const { hits } = search(build(compact), 'recip');
        expect(hits.map((hit) => [hit.chatID, hit.matchedTagNames])).toEqual([['tagged', ['Recipes']]]);
      });

      it('needs every word, anywhere in the chat', () => {
        expect(ids(build(compact), 'sourdough daily')).toEqual(['bread']);
        expect(ids(build(compact), 'sourdough torch')).toEqual([]);
      });

      it('matches word starts only', () => {
        expect(ids(build(compact), 'dough')).toEqual([]);
      });
    });
  }

  it('ranks title matches first, then the most recent chats', () => {
    const index = new SearchIndex();
    index.putChat(chat('old', { texts: ['python tips'], activityAt: 1 }));
    index.putChat(chat('new', { texts: ['python tricks'], activityAt: 9 }));
    index.putChat(chat('titled', { title: 'Python', activityAt: 0 }));
    expect(ids(index, 'python')).toEqual(['titled', 'new', 'old']);
  });

  it('replaces a changed chat and forgets a removed one', () => {
    const index = new SearchIndex();
    index.putChat(chat('one', { texts: ['apples'] }));
    index.putChat(chat('two', { texts: ['apples'] }));
    index.compact();
    index.putChat(chat('one', { texts: ['pears'] }));
    index.removeChat('two');
    expect(ids(index, 'apples')).toEqual([]);
    expect(ids(index, 'pears')).toEqual(['one']);
    index.compact();
    expect(ids(index, 'pears')).toEqual(['one']);
    expect(index.statistics()).toMatchObject({ chats: 1, terms: 1, postings: 1 });
  });

  it('gives the best hits up to the limit and counts them all', () => {
    const index = new SearchIndex();
    for (let number = 0; number < 30; number += 1) {
      index.putChat(chat(`chat-${String(number)}`, { texts: ['common words'], activityAt: number }));
    }
    const { hits, total } = search(index, 'common', 5);
    expect(total).toBe(30);
    expect(hits.map((hit) => hit.chatID)).toEqual(['chat-29', 'chat-28', 'chat-27', 'chat-26', 'chat-25']);
  });

  it('matches long words beyond the indexed length', () => {
    const index = new SearchIndex();
    index.putChat(chat('long', { texts: ['supercalifragilisticexpialidocious'] }));
    index.compact();
    expect(ids(index, 'supercalifragilisticexpiali')).toEqual(['long']);
  });

  it('answers nothing for an empty query', () => {
    expect(search(build(true), ' ,, ')).toEqual({ hits: [], total: 0 });
  });
});
