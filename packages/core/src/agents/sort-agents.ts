import type { Agent } from '../entities/index.ts';

/** Spec §9: title (the default), last used and created. */
export const agentSortOrders = ['title', 'lastUsedAt', 'createdAt'] as const;

export type AgentSortOrder = (typeof agentSortOrders)[number];

export function isAgentSortOrder(value: string): value is AgentSortOrder {
  return (agentSortOrders as readonly string[]).includes(value);
}

const byTitle = (first: Agent, second: Agent) =>
  first.title.localeCompare(second.title, undefined, { sensitivity: 'base', numeric: true });

/**
 * Title sorts A to Z; the two times sort newest first, since "last used" asks for what was used
 * recently. Never-used agents go last, and ties fall back to the title so the order is stable.
 */
export function sortAgents(agents: readonly Agent[], order: AgentSortOrder): Agent[] {
  const sorted = [...agents];
  if (order === 'title') return sorted.sort(byTitle);
  return sorted.sort((first, second) => {
    const difference = (second[order] ?? -1) - (first[order] ?? -1);
    return difference !== 0 ? difference : byTitle(first, second);
  });
}
