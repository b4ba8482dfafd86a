import type { Agent } from '@confab/core';
import { useLiveQuery } from '../../storage/use-live-query.ts';

/** The stored agent a chat was started with, for its conversation starters. */
export function useChatAgent(agentID: string | undefined): Agent | undefined {
  return useLiveQuery(
    () =>
      agentID
        ? {
            read: (storage) => storage.agents.get(agentID),
            watches: (change) => change.table === 'agents' && change.ids.includes(agentID),
          }
        : null,
    [agentID],
  ).value;
}
