import { describe, expect, it } from 'vitest';
import {
  applyDraftToAgent,
  createAgentFromDraft,
  draftFromAgent,
  emptyAgentDraft,
  validateAgentDraft,
} from './agent-draft.ts';
import { agentVersionsKey, parseAgentVersions, recordAgentVersion } from './agent-versions.ts';
import { counterRandom, testAgent } from './test-agents.ts';

describe('agent drafts', () => {
  it('requires title and instructions', () => {
    expect(validateAgentDraft(emptyAgentDraft)).toEqual({ title: 'required', prompt: 'required' });
    expect(validateAgentDraft({ ...emptyAgentDraft, title: 'A', prompt: 'B' })).toEqual({});
  });

  it('takes an inline or https avatar and refuses every other scheme, as an import does', () => {
    const withAvatar = (avatarURL: string) => ({ ...emptyAgentDraft, title: 'A', prompt: 'B', avatarURL });
    expect(validateAgentDraft(withAvatar('https://avatars.example/a.png'))).toEqual({});
    expect(validateAgentDraft(withAvatar('data:image/png;base64,iVBORw0KGgo='))).toEqual({});
    for (const refused of ['javascript:alert(1)', 'http://avatars.example/a.png', 'file:///etc/passwd']) {
      expect(validateAgentDraft(withAvatar(refused))).toEqual({ avatarURL: 'refused' });
    }
  });

  it('creates an unsynced user agent with trimmed lists', () => {
    const agent = createAgentFromDraft(
      {
        ...emptyAgentDraft,
        title: ' Poet ',
        prompt: 'Rhyme.',
        conversationStarters: ['Hi', ' '],
        fewShotExamples: [
          { user: 'a', assistant: 'b' },
          { user: '', assistant: ' ' },
        ],
        knowledgeBaseTags: ['x', 'x'],
      },
      { random: counterRandom(), now: 7 },
    );
    expect(agent).toMatchObject({
      id: 'a-uuid-1',
      title: 'Poet',
      type: 'user',
      syncedAt: null,
      createdAt: 7,
    });
    expect(agent.conversationStarters).toEqual(['Hi']);
    expect(agent.fewShotExamples).toEqual([{ user: 'a', assistant: 'b' }]);
    expect(agent.knowledgeBaseTags).toEqual(['x']);
    expect('welcomeMessage' in agent).toBe(false);
  });

  it('resets syncedAt on edit and round-trips through a draft', () => {
    const agent = testAgent({ welcomeMessage: 'Hello', syncedAt: 99 });
    const edited = applyDraftToAgent(agent, { ...draftFromAgent(agent), welcomeMessage: '' }, { now: 20 });
    expect(edited).toMatchObject({ updatedAt: 20, syncedAt: null, id: agent.id });
    expect('welcomeMessage' in edited).toBe(false);
  });
});

describe('agent versions', () => {
  it('names the spec key', () => {
    expect(agentVersionsKey('a-1')).toBe('CHARACTER_VERSIONS_a-1');
  });

  it('records snapshots oldest first, a revert saved as a new version naming its source', () => {
    const random = counterRandom();
    const first = testAgent({ title: 'One' });
    const second = testAgent({ title: 'Two', pinned: true });
    let versions = recordAgentVersion([], first, { random, now: 1 });
    versions = recordAgentVersion(versions, second, { random, now: 2 });
    const firstID = versions[0]?.id ?? '';
    versions = recordAgentVersion(versions, first, { random, now: 3, revertedFromID: firstID });
    expect(versions.map((version) => version.data.title)).toEqual(['One', 'Two', 'One']);
    expect(versions[2]).toMatchObject({ revertedFromID: firstID, createdAt: 3 });
  });

  it('drops unreadable stored entries', () => {
    const [valid] = recordAgentVersion([], testAgent(), { random: counterRandom(), now: 1 });
    expect(parseAgentVersions([valid, { id: 'x' }])).toEqual([valid]);
    expect(parseAgentVersions('nonsense')).toEqual([]);
  });
});
