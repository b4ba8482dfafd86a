import type { Agent } from '../entities/index.ts';

/**
 * Spec §5: agents are de-duplicated by id or sourceID. The first one wins, so callers list the
 * user's own copies before the system and default agents they were installed from.
 */
export function deduplicateAgents(agents: readonly Agent[]): Agent[] {
  const seen = new Set<string>();
  const kept: Agent[] = [];
  for (const agent of agents) {
    const keys = [agent.id, agent.sourceID].filter((key): key is string => key !== undefined);
    if (keys.some((key) => seen.has(key))) continue;
    for (const key of keys) seen.add(key);
    kept.push(agent);
  }
  return kept;
}
