import { createID, idPrefixes, type Agent, type UuidSource } from '../entities/index.ts';

export interface CopyContext {
  random: UuidSource;
  now: number;
}

/** Spec §4: a clone is titled "<title> (New Copy)", pinned, a user agent, with no source. */
export function cloneAgent(agent: Agent, { random, now }: CopyContext): Agent {
  const { sourceID: _source, premium: _premium, ...rest } = agent;
  return {
    ...rest,
    id: createID(idPrefixes.agent, random),
    title: `${agent.title} (New Copy)`,
    type: 'user',
    pinned: true,
    lastUsedAt: null,
    createdAt: now,
    updatedAt: now,
    syncedAt: null,
  };
}

/** Whether the library already holds this default agent, as itself or as a copy installed from it. */
export function isDefaultAgentInstalled(defaultAgent: Agent, library: readonly Agent[]): boolean {
  return library.some((agent) => agent.id === defaultAgent.id || agent.sourceID === defaultAgent.id);
}

/**
 * Spec §4: installing a default agent makes a pinned user copy that remembers its source, and is
 * skipped (undefined) when the library already has it.
 */
export function installDefaultAgent(
  defaultAgent: Agent,
  library: readonly Agent[],
  { random, now }: CopyContext,
): Agent | undefined {
  if (isDefaultAgentInstalled(defaultAgent, library)) return undefined;
  return {
    ...defaultAgent,
    id: createID(idPrefixes.agent, random),
    type: 'user',
    pinned: true,
    sourceID: defaultAgent.id,
    lastUsedAt: null,
    createdAt: now,
    updatedAt: now,
    syncedAt: null,
  };
}
