import { useEffect, useState } from 'react';
import { parseAgentSettings, type Agent, type AgentSettings } from '@confab/core';
import { useStorage } from '../../storage/app-storage.tsx';
import { settingKeys } from '../../storage/setting-keys.ts';

export interface AgentLibrary {
  userAgents: Agent[];
  agentSettings: AgentSettings;
  loaded: boolean;
}

/** The user's agents and the per-agent settings map, re-read when this or another tab changes them. */
export function useAgentLibrary(): AgentLibrary {
  const storage = useStorage();
  const [library, setLibrary] = useState<AgentLibrary>({ userAgents: [], agentSettings: {}, loaded: false });

  useEffect(() => {
    let cancelled = false;
    const read = async () => {
      const [userAgents, settings] = await Promise.all([
        storage.agents.list(),
        storage.settings.get(settingKeys.agentSettings),
      ]);
      if (!cancelled)
        setLibrary({ userAgents, agentSettings: parseAgentSettings(settings?.value), loaded: true });
    };
    void read();
    const unsubscribe = storage.subscribe((change) => {
      if (change.table === 'agents' || change.table === 'settings') void read();
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [storage]);

  return library;
}
