import type { Agent } from '../entities/index.ts';

/** The category an agent without categories is listed under; the spec puts it first. */
export const uncategorisedCategory = 'uncategorised';

/** Spec §9: default agent categories follow a fixed order, with uncategorised first. */
export const agentCategoryOrder = [
  uncategorisedCategory,
  'writing',
  'coding',
  'productivity',
  'learning',
  'business',
  'creative',
  'wellbeing',
] as const;

export type KnownAgentCategory = (typeof agentCategoryOrder)[number];

export interface AgentCategoryGroup {
  category: string;
  agents: Agent[];
}

/**
 * Groups agents by category in the fixed order, then categories the user invented in alphabetical
 * order. An agent with several categories appears in each; empty groups are left out.
 */
export function groupAgentsByCategory(agents: readonly Agent[]): AgentCategoryGroup[] {
  const byCategory = new Map<string, Agent[]>();
  for (const agent of agents) {
    const categories = agent.categories.length > 0 ? agent.categories : [uncategorisedCategory];
    for (const category of new Set(categories)) {
      const members = byCategory.get(category) ?? [];
      members.push(agent);
      byCategory.set(category, members);
    }
  }
  const known: readonly string[] = agentCategoryOrder;
  const invented = [...byCategory.keys()].filter((category) => !known.includes(category)).sort();
  return [...known, ...invented].flatMap((category) => {
    const members = byCategory.get(category);
    return members ? [{ category, agents: members }] : [];
  });
}
