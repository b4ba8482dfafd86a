import type { Agent } from '@confab/core';
import { useLiveQuery } from '../../storage/use-live-query.ts';

const noAgents: Agent[] = [];

/** The stored agents, by title, for the assigned-agent choice; kept live like every other list. */
export function useStoredAgents(): Agent[] {
  const { value } = useLiveQuery(
    () => ({
      read: async (storage) =>
        [...(await storage.agents.list())].sort((first, second) => first.title.localeCompare(second.title)),
      watches: (change) => change.table === 'agents',
    }),
    [],
  );
  return value ?? noAgents;
}
