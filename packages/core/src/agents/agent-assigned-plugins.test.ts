import { describe, expect, it } from 'vitest';
import { applyDraftToAgent, createAgentFromDraft, draftFromAgent, emptyAgentDraft } from './agent-draft.ts';
import { counterRandom } from './test-agents.ts';

describe("an agent's assigned plugins", () => {
  const draft = { ...emptyAgentDraft, title: 'A', prompt: 'B' };

  it('are stored only when set, and round-trip through the editor draft', () => {
    const plain = createAgentFromDraft(draft, { random: counterRandom(), now: 1 });
    expect(plain).not.toHaveProperty('assignedPlugins');
    expect(plain).not.toHaveProperty('enforceAssignedPlugins');
    const withTools = createAgentFromDraft(
      { ...draft, assignedPlugins: ['calculator', 'p-1', 'calculator'], enforceAssignedPlugins: true },
      { random: counterRandom(), now: 1 },
    );
    expect(withTools).toMatchObject({ assignedPlugins: ['calculator', 'p-1'], enforceAssignedPlugins: true });
    expect(draftFromAgent(withTools)).toMatchObject({
      assignedPlugins: ['calculator', 'p-1'],
      enforceAssignedPlugins: true,
    });
  });

  it('are removed when the editor clears them', () => {
    const agent = createAgentFromDraft(
      { ...draft, assignedPlugins: ['calculator'], enforceAssignedPlugins: true },
      { random: counterRandom(), now: 1 },
    );
    const cleared = applyDraftToAgent(
      agent,
      { ...draftFromAgent(agent), assignedPlugins: [], enforceAssignedPlugins: false },
      { now: 2 },
    );
    expect(cleared).not.toHaveProperty('assignedPlugins');
    expect(cleared).not.toHaveProperty('enforceAssignedPlugins');
  });
});
