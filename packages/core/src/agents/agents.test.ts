import { describe, expect, it } from 'vitest';
import { agentSchema } from '../entities/index.ts';
import { groupAgentsByCategory } from './agent-categories.ts';
import { cloneAgent, installDefaultAgent } from './agent-copies.ts';
import { distinctImportedTitle } from './imported-agent-title.ts';
import { agentPermissions } from './agent-permissions.ts';
import { deduplicateAgents } from './deduplicate-agents.ts';
import { defaultAgents } from './default-agents.ts';
import { searchAgents } from './search-agents.ts';
import { sortAgents } from './sort-agents.ts';
import { applyAgentSettings, parseSystemAgents } from './system-agents.ts';
import { counterRandom, testAgent } from './test-agents.ts';

describe('searchAgents', () => {
  const agents = [
    testAgent({ id: 'a-1', title: 'Code Reviewer' }),
    testAgent({ id: 'a-2', title: 'Poet', description: 'Writes haiku' }),
    testAgent({ id: 'a-3', title: 'Coach', categories: ['wellbeing'] }),
  ];
  it('matches title, description and categories without case', () => {
    expect(searchAgents(agents, 'CODE').map((agent) => agent.id)).toEqual(['a-1']);
    expect(searchAgents(agents, 'haiku').map((agent) => agent.id)).toEqual(['a-2']);
    expect(searchAgents(agents, 'wellbeing').map((agent) => agent.id)).toEqual(['a-3']);
  });
  it('keeps everything for blank text', () => {
    expect(searchAgents(agents, '  ')).toHaveLength(3);
  });
});

describe('sortAgents', () => {
  const agents = [
    testAgent({ id: 'a-b', title: 'banana', createdAt: 3, lastUsedAt: null }),
    testAgent({ id: 'a-a', title: 'Apple', createdAt: 1, lastUsedAt: 10 }),
    testAgent({ id: 'a-c', title: 'cherry', createdAt: 2, lastUsedAt: 20 }),
  ];
  it('sorts by title A to Z ignoring case', () => {
    expect(sortAgents(agents, 'title').map((agent) => agent.id)).toEqual(['a-a', 'a-b', 'a-c']);
  });
  it('sorts by last used, newest first, never-used last', () => {
    expect(sortAgents(agents, 'lastUsedAt').map((agent) => agent.id)).toEqual(['a-c', 'a-a', 'a-b']);
  });
  it('sorts by created, newest first', () => {
    expect(sortAgents(agents, 'createdAt').map((agent) => agent.id)).toEqual(['a-b', 'a-c', 'a-a']);
  });
});

describe('groupAgentsByCategory', () => {
  it('puts uncategorised first, then the fixed order, then invented categories', () => {
    const groups = groupAgentsByCategory([
      testAgent({ id: 'a-1', categories: ['zoology'] }),
      testAgent({ id: 'a-2', categories: ['coding', 'writing'] }),
      testAgent({ id: 'a-3', categories: [] }),
    ]);
    expect(groups.map((group) => group.category)).toEqual(['uncategorised', 'writing', 'coding', 'zoology']);
    expect(groups[1]?.agents.map((agent) => agent.id)).toEqual(['a-2']);
  });
});

describe('deduplicateAgents', () => {
  it('drops later agents sharing an id or a sourceID', () => {
    const kept = deduplicateAgents([
      testAgent({ id: 'a-1', sourceID: 'default-poet' }),
      testAgent({ id: 'default-poet', type: 'system' }),
      testAgent({ id: 'a-1' }),
      testAgent({ id: 'a-2', sourceID: 'default-poet' }),
      testAgent({ id: 'a-3' }),
    ]);
    expect(kept.map((agent) => agent.id)).toEqual(['a-1', 'a-3']);
  });
});

describe('copies', () => {
  it('clones as a pinned unsynced user agent without a source', () => {
    const source = testAgent({ title: 'Poet', type: 'system', sourceID: 'default-poet', premium: true });
    const clone = cloneAgent(source, { random: counterRandom(), now: 50 });
    expect(clone).toMatchObject({ id: 'a-uuid-1', title: 'Poet (New Copy)', type: 'user', pinned: true });
    expect(clone.sourceID).toBeUndefined();
    expect(clone.premium).toBeUndefined();
    expect(clone).toMatchObject({ createdAt: 50, updatedAt: 50, syncedAt: null, lastUsedAt: null });
  });

  it('installs a default agent as a pinned copy once', () => {
    const poet = defaultAgents.find((agent) => agent.id === 'default-poet');
    if (!poet) throw new Error('missing default poet');
    const installed = installDefaultAgent(poet, [], { random: counterRandom(), now: 9 });
    expect(installed).toMatchObject({ type: 'user', pinned: true, sourceID: 'default-poet', syncedAt: null });
    if (!installed) throw new Error('not installed');
    expect(installDefaultAgent(poet, [installed], { random: counterRandom(), now: 9 })).toBeUndefined();
  });
});

describe('defaultAgents', () => {
  it('are at least 24 valid agents with unique ids and starters', () => {
    expect(defaultAgents.length).toBeGreaterThanOrEqual(24);
    expect(new Set(defaultAgents.map((agent) => agent.id)).size).toBe(defaultAgents.length);
    for (const agent of defaultAgents) {
      expect(agentSchema.safeParse(agent).success).toBe(true);
      expect(agent.conversationStarters?.length).toBeGreaterThan(0);
    }
  });
});

describe('permissions', () => {
  it('lets user agents be cloned, edited, removed and shared', () => {
    expect(agentPermissions(testAgent(), { canCreate: true, premiumAllowed: true })).toEqual({
      canClone: true,
      canEdit: true,
      canRemove: true,
      canExport: true,
      canShare: true,
    });
  });
  it('keeps system agents read-only and unshared but clonable, and org-system agents untouched', () => {
    expect(
      agentPermissions(testAgent({ type: 'system' }), { canCreate: true, premiumAllowed: true }),
    ).toEqual({
      canClone: true,
      canEdit: false,
      canRemove: false,
      canExport: true,
      canShare: false,
    });
    expect(
      agentPermissions(testAgent({ type: 'org-system' }), { canCreate: true, premiumAllowed: true }),
    ).toEqual({
      canClone: false,
      canEdit: false,
      canRemove: false,
      canExport: false,
      canShare: false,
    });
  });
  it('offers no clone or edit without the create permission', () => {
    expect(agentPermissions(testAgent(), { canCreate: false, premiumAllowed: true })).toEqual({
      canClone: false,
      canEdit: false,
      canRemove: true,
      canExport: true,
      canShare: true,
    });
  });
  it('offers no copy of a premium agent the plan does not include: no clone, export or share', () => {
    for (const type of ['user', 'system'] as const) {
      const locked = agentPermissions(testAgent({ type, premium: true }), {
        canCreate: true,
        premiumAllowed: false,
      });
      expect(locked).toMatchObject({ canClone: false, canExport: false, canShare: false });
    }
    const included = agentPermissions(testAgent({ premium: true }), {
      canCreate: true,
      premiumAllowed: true,
    });
    expect(included).toMatchObject({ canClone: true, canExport: true, canShare: true });
  });
});

describe('system agents', () => {
  it('reads partial host records as system agents and skips unreadable ones', () => {
    const agents = parseSystemAgents([
      { id: 'sys-1', title: 'Policy Helper', type: 'user' },
      { id: 'org-1', title: 'HR', type: 'org-system' },
      { title: 'no id' },
      'nonsense',
    ]);
    expect(agents.map((agent) => [agent.id, agent.type])).toEqual([
      ['sys-1', 'system'],
      ['org-1', 'org-system'],
    ]);
  });
  it('takes the pin from the per-agent settings map', () => {
    const [agent] = applyAgentSettings([testAgent({ id: 'sys-1', type: 'system' })], {
      'sys-1': { pinned: true },
    });
    expect(agent?.pinned).toBe(true);
  });
});

describe('distinctImportedTitle', () => {
  const library = [{ title: 'Poet' }, { title: 'Critic' }, { title: 'Critic (imported)' }];
  it('keeps a new title', () => {
    expect(distinctImportedTitle('Translator', library)).toBe('Translator');
  });
  it('marks a title the library has, whatever its case and spacing', () => {
    expect(distinctImportedTitle('Poet', library)).toBe('Poet (imported)');
    expect(distinctImportedTitle(' poet ', library)).toBe('poet (imported)');
  });
  it('numbers further imports of the same title', () => {
    expect(distinctImportedTitle('Critic', library)).toBe('Critic (imported 2)');
  });
});
