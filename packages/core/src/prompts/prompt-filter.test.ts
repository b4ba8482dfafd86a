import { describe, expect, it } from 'vitest';
import { collectPromptTags, filterPrompts, matchesPromptSearch } from './prompt-filter.ts';

const writing = { id: 'writing', name: 'Writing' };
const email = { id: 'email', name: 'Email' };
const code = { id: 'code', name: 'Code' };

const politeReply = {
  title: 'Polite reply',
  description: 'Answer an Email kindly',
  prompt: 'Reply to {{message}}',
  tags: [writing, email],
};
const reviewCode = { title: 'Review code', prompt: 'Review this diff', tags: [code] };
const essayOutline = {
  title: 'Essay outline',
  description: undefined,
  prompt: 'Outline an essay',
  tags: [writing],
};
const prompts = [politeReply, reviewCode, essayOutline];

describe('prompt filter', () => {
  it('matches title, description or prompt text, ignoring case', () => {
    expect(matchesPromptSearch(politeReply, 'POLITE')).toBe(true);
    expect(matchesPromptSearch(politeReply, 'email kindly')).toBe(true);
    expect(matchesPromptSearch(reviewCode, 'diff')).toBe(true);
    expect(matchesPromptSearch(reviewCode, 'essay')).toBe(false);
  });

  it('lets an empty or blank query match everything', () => {
    expect(filterPrompts(prompts, { query: '  ', tagIDs: [] })).toHaveLength(3);
  });

  it('keeps prompts carrying every selected tag', () => {
    expect(filterPrompts(prompts, { query: '', tagIDs: ['writing'] }).map((prompt) => prompt.title)).toEqual([
      'Polite reply',
      'Essay outline',
    ]);
    expect(filterPrompts(prompts, { query: '', tagIDs: ['writing', 'email'] })).toHaveLength(1);
  });

  it('combines search and tags', () => {
    expect(filterPrompts(prompts, { query: 'outline', tagIDs: ['email'] })).toEqual([]);
  });

  it('collects each tag once, by name', () => {
    expect(collectPromptTags(prompts).map((tag) => tag.name)).toEqual(['Code', 'Email', 'Writing']);
  });
});
