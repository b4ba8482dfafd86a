import { useEffect, useState } from 'react';
import type { Agent } from '@confab/core';
import { useStorage } from '../../storage/app-storage.tsx';

/** The stored agents, by title, for the assigned-agent choice. */
export function useStoredAgents(): Agent[] {
  const storage = useStorage();
  const [agents, setAgents] = useState<Agent[]>([]);
  useEffect(() => {
    let cancelled = false;
    void storage.agents.list().then((listed) => {
      if (!cancelled) setAgents([...listed].sort((first, second) => first.title.localeCompare(second.title)));
    });
    return () => {
      cancelled = true;
    };
  }, [storage]);
  return agents;
}
