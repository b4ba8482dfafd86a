import { describe, expect, it } from 'vitest';
import { promptSchema, type Prompt } from '../entities/index.ts';
import {
  addPromptTag,
  duplicatePrompt,
  promptFromDraft,
  promptTagFromName,
  validatePromptDraft,
  type PromptDraft,
} from './prompt-records.ts';

const uuidSource = { uuid: () => 'fixed-uuid' };

const original: Prompt = {
  id: 'pr-original',
  title: 'Summarise',
  description: 'Short summary',
  prompt: 'Summarise {{text}}',
  tags: [{ id: 'tag-writing', name: 'Writing' }],
  lastUsedAt: 50,
  favoritedAt: 40,
  createdAt: 10,
  updatedAt: 20,
  syncedAt: 30,
};

const draft: PromptDraft = {
  title: ' Title ',
  description: '  ',
  prompt: 'Text',
  tags: [],
  favourite: false,
};

describe('prompt records', () => {
  it('derives stable tag ids from names', () => {
    expect(promptTagFromName('  Code   Review ')).toEqual({ id: 'tag-code-review', name: 'Code Review' });
    expect(promptTagFromName('code review').id).toBe(promptTagFromName('Code Review').id);
  });

  it('adds a tag once and ignores blank names', () => {
    const tags = addPromptTag([], 'Writing');
    expect(addPromptTag(tags, 'writing')).toEqual(tags);
    expect(addPromptTag(tags, '  ')).toEqual(tags);
    expect(addPromptTag(tags, 'Email')).toHaveLength(2);
  });

  it('duplicates with a new id, the copy suffix and syncedAt null', () => {
    const copy = duplicatePrompt(original, { uuidSource, now: 99 });
    expect(copy).toMatchObject({
      id: 'pr-fixed-uuid',
      title: 'Summarise (New Copy)',
      prompt: original.prompt,
      lastUsedAt: null,
      createdAt: 99,
      updatedAt: 99,
      syncedAt: null,
    });
    expect(promptSchema.safeParse(copy).success).toBe(true);
  });

  it('requires a title and the prompt text', () => {
    expect(validatePromptDraft({ ...draft, title: ' ', prompt: '\n' })).toEqual([
      'titleRequired',
      'promptRequired',
    ]);
    expect(validatePromptDraft(draft)).toEqual([]);
  });

  it('builds a new prompt from a draft', () => {
    const created = promptFromDraft({ ...draft, favourite: true }, { uuidSource, now: 5 });
    expect(created).toEqual({
      id: 'pr-fixed-uuid',
      title: 'Title',
      description: undefined,
      prompt: 'Text',
      tags: [],
      lastUsedAt: null,
      favoritedAt: 5,
      createdAt: 5,
      updatedAt: 5,
      syncedAt: null,
    });
  });

  it('keeps id, creation, use and favourite times when editing', () => {
    const edited = promptFromDraft(
      { ...draft, favourite: true },
      { existing: original, uuidSource, now: 60 },
    );
    expect(edited).toMatchObject({
      id: 'pr-original',
      createdAt: 10,
      lastUsedAt: 50,
      favoritedAt: 40,
      updatedAt: 60,
    });
    expect(promptFromDraft(draft, { existing: original, uuidSource, now: 60 }).favoritedAt).toBeNull();
  });
});
