import { describe, expect, it } from 'vitest';
import { parseOrganisationPrompts } from './organisation-prompts.ts';

describe('parseOrganisationPrompts', () => {
  it('keeps well-formed entries and fills missing tags', () => {
    expect(
      parseOrganisationPrompts([
        { id: 'org-1', title: 'House style', prompt: 'Use our style guide', description: null },
        { id: 'org-2', title: 'Tagged', prompt: 'x', tags: [{ id: 't', name: 'Team' }], extra: true },
      ]),
    ).toEqual([
      { id: 'org-1', title: 'House style', prompt: 'Use our style guide', description: undefined, tags: [] },
      {
        id: 'org-2',
        title: 'Tagged',
        prompt: 'x',
        description: undefined,
        tags: [{ id: 't', name: 'Team' }],
      },
    ]);
  });

  it('skips bad entries and repeated ids', () => {
    expect(
      parseOrganisationPrompts([
        null,
        'text',
        { id: '', title: 'No id', prompt: 'x' },
        { id: 'a', title: 'No prompt' },
        { id: 'b', title: 'Bad tags', prompt: 'x', tags: 'one' },
        { id: 'c', title: 'First', prompt: 'x' },
        { id: 'c', title: 'Second', prompt: 'y' },
      ]).map((prompt) => prompt.title),
    ).toEqual(['First']);
  });

  it('answers an empty list without a config', () => {
    expect(parseOrganisationPrompts(undefined)).toEqual([]);
  });
});
