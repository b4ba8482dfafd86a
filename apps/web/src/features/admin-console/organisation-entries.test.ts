import { describe, expect, it } from 'vitest';
import { agentDrafts, agentEntries, promptDrafts, promptEntries } from './organisation-entries.ts';

describe('organisation prompt and agent drafts', () => {
  it('reads group visibility and writes it back, keeping fields it does not edit', () => {
    const drafts = promptDrafts([
      { id: 'p1', title: 'Welcome', prompt: 'Say hi', tags: [{ name: 'x' }] },
      { id: 'p2', title: 'Sales', prompt: 'Pitch', userTags: ['g1'] },
      { id: 'p3', title: 'Not sales', prompt: 'Other', userTags: ['g1'], isExcludedForUserTags: true },
      'not a prompt',
    ]);
    expect(drafts.map((draft) => draft.visibility)).toEqual(['all', 'only', 'except']);
    expect(promptEntries(drafts)).toEqual([
      { id: 'p1', title: 'Welcome', prompt: 'Say hi', tags: [{ name: 'x' }] },
      { id: 'p2', title: 'Sales', prompt: 'Pitch', userTags: ['g1'], isExcludedForUserTags: false },
      { id: 'p3', title: 'Not sales', prompt: 'Other', userTags: ['g1'], isExcludedForUserTags: true },
    ]);
  });

  it('drops groups when a prompt is for everyone', () => {
    const [draft] = promptDrafts([{ id: 'p2', title: 'Sales', prompt: 'Pitch', userTags: ['g1'] }]);
    if (!draft) throw new Error('no draft');
    expect(promptEntries([{ ...draft, visibility: 'all' }])).toEqual([
      { id: 'p2', title: 'Sales', prompt: 'Pitch' },
    ]);
  });

  it('round-trips agents', () => {
    const list = [{ id: 'a1', title: 'Helper', description: 'Helps', prompt: 'Be kind', avatarURL: 'x.png' }];
    expect(agentEntries(agentDrafts(list))).toEqual(list);
  });
});
