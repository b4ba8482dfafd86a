import { parseAgentSettings, type Agent, type AgentSettings } from '@confab/core';
import { settingKeys } from '../../storage/setting-keys.ts';
import { useLiveQuery } from '../../storage/use-live-query.ts';

export interface AgentLibrary {
  userAgents: Agent[];
  agentSettings: AgentSettings;
  loaded: boolean;
}

const emptyLibrary: AgentLibrary = { userAgents: [], agentSettings: {}, loaded: false };

/** The user's agents and the per-agent settings map, re-read when this or another tab changes them. */
export function useAgentLibrary(): AgentLibrary {
  const { value } = useLiveQuery(
    () => ({
      read: async (storage): Promise<AgentLibrary> => {
        const [userAgents, settings] = await Promise.all([
          storage.agents.list(),
          storage.settings.get(settingKeys.agentSettings),
        ]);
        return { userAgents, agentSettings: parseAgentSettings(settings?.value), loaded: true };
      },
      watches: (change) =>
        change.table === 'agents' ||
        (change.table === 'settings' && change.ids.includes(settingKeys.agentSettings)),
    }),
    [],
  );
  return value ?? emptyLibrary;
}
