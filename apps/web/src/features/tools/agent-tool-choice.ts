import type { Agent } from '@confab/core';

/** The tools an agent assigns to its chats (agent record `assignedPlugins`, `enforceAssignedPlugins`). */
export interface AgentToolChoice {
  toolIDs: readonly string[];
  enforced: boolean;
}

/** Only agents that assign tools matter to a chat's tools; the rest are left out of the map. */
export function agentToolChoices(agents: readonly Agent[]): Map<string, AgentToolChoice> {
  const choices = new Map<string, AgentToolChoice>();
  for (const agent of agents) {
    const toolIDs = agent.assignedPlugins ?? [];
    const enforced = agent.enforceAssignedPlugins === true;
    if (toolIDs.length > 0 || enforced) choices.set(agent.id, { toolIDs, enforced });
  }
  return choices;
}

/**
 * The tool ids a chat offers, given its own choice (or the default) and its agent's assignment: an
 * enforced assignment replaces the choice, so the agent's chats offer exactly its tools; otherwise
 * the agent's tools are added to the choice, so the person can still add more in the composer.
 */
export function chatToolIDs(
  chosen: readonly string[],
  agent: AgentToolChoice | undefined,
): readonly string[] {
  if (agent === undefined) return chosen;
  if (agent.enforced) return agent.toolIDs;
  return [...new Set([...chosen, ...agent.toolIDs])];
}
