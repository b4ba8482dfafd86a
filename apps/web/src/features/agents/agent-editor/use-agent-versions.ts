import { useEffect, useState } from 'react';
import { agentVersionsKey, type AgentVersion } from '@confab/core';
import { useStorage } from '../../../storage/app-storage.tsx';
import { readAgentVersions } from '../agent-version-store.ts';

/** An agent's update history, oldest first, kept live while the editor is open. */
export function useAgentVersions(agentID: string | undefined): AgentVersion[] {
  const storage = useStorage();
  const [versions, setVersions] = useState<AgentVersion[]>([]);
  useEffect(() => {
    if (agentID === undefined) return;
    let cancelled = false;
    const read = async () => {
      const stored = await readAgentVersions(storage, agentID);
      if (!cancelled) setVersions(stored);
    };
    void read();
    const unsubscribe = storage.subscribe((change) => {
      if (change.table === 'settings' && change.ids.includes(agentVersionsKey(agentID))) void read();
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [storage, agentID]);
  return versions;
}
