import { agentVersionsKey, type AgentVersion } from '@confab/core';
import { useLiveQuery } from '../../../storage/use-live-query.ts';
import { readAgentVersions } from '../agent-version-store.ts';

const noVersions: AgentVersion[] = [];

/** An agent's update history, oldest first, kept live while the editor is open. */
export function useAgentVersions(agentID: string | undefined): AgentVersion[] {
  const { value } = useLiveQuery(
    () =>
      agentID === undefined
        ? null
        : {
            read: (storage) => readAgentVersions(storage, agentID),
            watches: (change) =>
              change.table === 'settings' && change.ids.includes(agentVersionsKey(agentID)),
          },
    [agentID],
  );
  return value ?? noVersions;
}
