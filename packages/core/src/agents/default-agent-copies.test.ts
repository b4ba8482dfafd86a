import { describe, expect, it } from 'vitest';
import type { Agent } from '../entities/index.ts';
import {
  defaultAgentCopyID,
  defaultAgentsFilledAt,
  fillDefaultAgents,
  isUneditedDefaultCopy,
  tidyDefaultAgentCopies,
} from './default-agent-copies.ts';
import { defaultAgents } from './default-agents.ts';

const none = new Set<string>();
const poet = defaultAgents.find((agent) => agent.id === 'default-poet');
const proofreader = defaultAgents.find((agent) => agent.id === 'default-proofreader');
if (!poet || !proofreader) throw new Error('missing default agents');

/** A copy as a fill before stable ids made it: a random id and the device's own times. */
const oldCopy = (defaultAgent: Agent, id: string, changes: Partial<Agent> = {}): Agent => ({
  ...defaultAgent,
  id,
  type: 'user',
  pinned: false,
  sourceID: defaultAgent.id,
  lastUsedAt: null,
  createdAt: 5,
  updatedAt: 5,
  syncedAt: 6,
  ...changes,
});

describe('default agent copies', () => {
  it('fills every default under an id derived from it, identical on every device', () => {
    const laptop = fillDefaultAgents(defaultAgents, [], { removedIDs: none });
    const phone = fillDefaultAgents(defaultAgents, [], { removedIDs: none });
    expect(laptop).toHaveLength(defaultAgents.length);
    expect(phone).toEqual(laptop);
    expect(laptop.map((agent) => agent.id)).toEqual(defaultAgents.map((agent) => `a-${agent.id}`));
    expect(laptop[0]).toMatchObject({
      type: 'user',
      pinned: false,
      sourceID: defaultAgents[0]?.id,
      createdAt: defaultAgentsFilledAt,
      updatedAt: defaultAgentsFilledAt,
      syncedAt: null,
    });
    expect(new Set(laptop.map((agent) => agent.id)).size).toBe(laptop.length);
  });

  it('fills nothing already there, and no default this device removed', () => {
    const filled = fillDefaultAgents(defaultAgents, [], { removedIDs: none });
    expect(fillDefaultAgents(defaultAgents, filled, { removedIDs: none })).toEqual([]);
    const removed = new Set([defaultAgentCopyID(poet)]);
    const again = fillDefaultAgents(defaultAgents, [], { removedIDs: removed });
    expect(again.map((agent) => agent.id)).not.toContain('a-default-poet');
    expect(again).toHaveLength(defaultAgents.length - 1);
    // A copy installed under an older random id counts as installed.
    expect(fillDefaultAgents([poet], [oldCopy(poet, 'a-random')], { removedIDs: none })).toEqual([]);
  });

  it('tells an unedited copy from an edited one, whatever its pin, use or times', () => {
    expect(isUneditedDefaultCopy(oldCopy(poet, 'a-1', { pinned: true, lastUsedAt: 9 }), poet)).toBe(true);
    expect(isUneditedDefaultCopy(oldCopy(poet, 'a-1', { prompt: 'Write haiku only.' }), poet)).toBe(false);
    expect(isUneditedDefaultCopy(oldCopy(poet, 'a-1'), proofreader)).toBe(false);
  });

  it('re-keys a device’s old fill to stable ids once, so two devices converge on one set', () => {
    const laptop = tidyDefaultAgentCopies([poet], [oldCopy(poet, 'a-laptop')], {
      withHistory: none,
      rekey: true,
    });
    expect(laptop.put).toEqual([{ ...oldCopy(poet, 'a-laptop'), id: 'a-default-poet', syncedAt: null }]);
    expect(laptop.remove).toEqual(['a-laptop']);
    // Both devices' old copies synced already: one stays, under the stable id.
    const both = tidyDefaultAgentCopies([poet], [oldCopy(poet, 'a-phone'), oldCopy(poet, 'a-laptop')], {
      withHistory: none,
      rekey: true,
    });
    expect(both.put.map((agent) => agent.id)).toEqual(['a-default-poet']);
    expect(both.remove.sort()).toEqual(['a-laptop', 'a-phone']);
  });

  it('never removes an edited copy; the unedited duplicates beside it go', () => {
    const edited = oldCopy(poet, 'a-edited', { title: 'My poet', updatedAt: 50 });
    const library = [edited, oldCopy(poet, 'a-plain'), { ...oldCopy(poet, 'a-default-poet') }];
    const changes = tidyDefaultAgentCopies([poet], library, { withHistory: none, rekey: true });
    expect(changes.put).toEqual([]);
    expect(changes.remove.sort()).toEqual(['a-default-poet', 'a-plain']);
    // An agent with an update history counts as edited even when its content is the default's.
    const reverted = tidyDefaultAgentCopies([poet], [oldCopy(poet, 'a-1'), oldCopy(poet, 'a-2')], {
      withHistory: new Set(['a-1']),
      rekey: true,
    });
    expect(reverted).toEqual({ put: [], remove: ['a-2'] });
  });

  it('after the one-time re-key only removes duplicates, keeping the stable copy', () => {
    const library = [oldCopy(poet, 'a-zz'), oldCopy(poet, 'a-default-poet'), oldCopy(proofreader, 'a-x')];
    expect(tidyDefaultAgentCopies(defaultAgents, library, { withHistory: none, rekey: false })).toEqual({
      put: [],
      remove: ['a-zz'],
    });
  });
});
