import { useEffect, useState } from 'react';
import type { Agent } from '@confab/core';
import { useStorage } from '../../storage/app-storage.tsx';

/** The stored agent a chat was started with, for its conversation starters. */
export function useChatAgent(agentID: string | undefined): Agent | undefined {
  const storage = useStorage();
  const [agent, setAgent] = useState<{ id: string; agent: Agent | undefined }>();
  useEffect(() => {
    if (!agentID) return;
    let cancelled = false;
    void storage.agents.get(agentID).then((found) => {
      if (!cancelled) setAgent({ id: agentID, agent: found });
    });
    return () => {
      cancelled = true;
    };
  }, [storage, agentID]);
  return agent && agent.id === agentID ? agent.agent : undefined;
}
