import { describe, expect, it } from 'vitest';
import type { Profile } from '@confab/core';
import { draftFromProfile, profileFromDraft, type ProfileDraft } from './profile-draft.ts';

const locked = 'encrypted-v1.600000.c2FsdA.aXY.Y2lwaGVy.9999';

const stored: Profile = {
  id: 'p-1',
  name: 'Work',
  picURL: 'https://example.test/me.png',
  information: 'I teach.',
  isCurrent: false,
  assignedAPIKey: { openAIAPIKey: 'sk-old', anthropicAPIKey: locked },
  createdAt: 1,
  updatedAt: 1,
  syncedAt: null,
};

const seal = (key: string) => Promise.resolve(`sealed(${key})`);

function withKey(draft: ProfileDraft, style: 'openai' | 'anthropic' | 'gemini', value: string): ProfileDraft {
  return { ...draft, keys: new Map(draft.keys).set(style, { value, locked: false }) };
}

describe('the profile form draft', () => {
  it('shows a locked key only once this tab opened it', () => {
    expect(draftFromProfile(stored, new Map()).keys.get('anthropic')).toEqual({ value: '', locked: true });
    expect(draftFromProfile(stored, new Map([[locked, 'sk-ant-open']])).keys.get('anthropic')).toEqual({
      value: 'sk-ant-open',
      locked: false,
    });
  });

  it('keeps unchanged and locked keys, seals a new one and removes an emptied one', async () => {
    let draft = draftFromProfile(stored, new Map());
    draft = withKey(withKey(draft, 'gemini', ' AIza-new '), 'openai', 'sk-old');
    const next = await profileFromDraft(stored, draft, { keysEditable: true, opened: new Map(), seal });
    expect(next.assignedAPIKey).toEqual({
      openAIAPIKey: 'sk-old',
      anthropicAPIKey: locked,
      geminiAPIKey: 'sealed(AIza-new)',
    });
    const emptied = await profileFromDraft(stored, withKey(draft, 'openai', ''), {
      keysEditable: true,
      opened: new Map(),
      seal,
    });
    expect(emptied.assignedAPIKey).toEqual({ anthropicAPIKey: locked, geminiAPIKey: 'sealed(AIza-new)' });
  });

  it('does not re-seal an opened key typed back unchanged', async () => {
    const opened = new Map([[locked, 'sk-ant-open']]);
    const next = await profileFromDraft(stored, draftFromProfile(stored, opened), {
      keysEditable: true,
      opened,
      seal,
    });
    expect(next.assignedAPIKey?.anthropicAPIKey).toBe(locked);
  });

  it('leaves keys as stored where the host allows no user keys, and trims or drops empty texts', async () => {
    const draft = {
      ...withKey(draftFromProfile(stored, new Map()), 'openai', 'sk-typed'),
      name: '  Home ',
      picURL: ' ',
      information: '',
      customInstruction: ' Be brief. ',
    };
    const next = await profileFromDraft(stored, draft, { keysEditable: false, opened: new Map(), seal });
    expect(next).toEqual({
      ...stored,
      name: 'Home',
      picURL: undefined,
      information: undefined,
      customInstruction: 'Be brief.',
    });
    expect(next).not.toHaveProperty('picURL');
    expect(next).not.toHaveProperty('information');
  });
});
