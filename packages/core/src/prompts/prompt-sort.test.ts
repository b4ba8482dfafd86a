import { describe, expect, it } from 'vitest';
import { sortPrompts, type SortablePrompt } from './prompt-sort.ts';

function prompt(title: string, fields: Partial<SortablePrompt> = {}): SortablePrompt {
  return { title, favoritedAt: null, lastUsedAt: null, createdAt: 0, ...fields };
}

const prompts = [
  prompt('banana', { createdAt: 3, lastUsedAt: 10 }),
  prompt('Apple', { createdAt: 1 }),
  prompt('cherry', { createdAt: 2, lastUsedAt: 20 }),
  prompt('date', { createdAt: 0, favoritedAt: 5 }),
];

const titles = (items: SortablePrompt[]) => items.map((item) => item.title);

describe('sortPrompts', () => {
  it('sorts by title ignoring case, favourites first', () => {
    expect(titles(sortPrompts(prompts, 'title'))).toEqual(['date', 'Apple', 'banana', 'cherry']);
  });

  it('sorts by last use, newest first, never-used last', () => {
    expect(titles(sortPrompts(prompts, 'lastUsedAt'))).toEqual(['date', 'cherry', 'banana', 'Apple']);
  });

  it('sorts by creation, newest first', () => {
    expect(titles(sortPrompts(prompts, 'createdAt'))).toEqual(['date', 'banana', 'cherry', 'Apple']);
  });

  it('does not change the array it was given', () => {
    const copy = [...prompts];
    sortPrompts(prompts, 'title');
    expect(prompts).toEqual(copy);
  });

  it('sorts numbers inside titles naturally', () => {
    expect(titles(sortPrompts([prompt('Step 10'), prompt('Step 2')], 'title'))).toEqual([
      'Step 2',
      'Step 10',
    ]);
  });
});
