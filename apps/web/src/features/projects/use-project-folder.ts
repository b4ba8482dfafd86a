import { useEffect, useState } from 'react';
import type { Agent, Folder } from '@confab/core';
import { useStorage } from '../../storage/app-storage.tsx';

export interface ProjectFolderState {
  folder: Folder | undefined;
  /** The agent the project assigns, when one is assigned and still stored. */
  assignedAgent: Agent | undefined;
  /** False until the folder has been read. */
  loaded: boolean;
}

const nothing: ProjectFolderState = { folder: undefined, assignedAgent: undefined, loaded: true };

/** A project (folder) and its assigned agent, re-read when either changes in this or another tab. */
export function useProjectFolder(folderID: string | null | undefined): ProjectFolderState {
  const storage = useStorage();
  const [state, setState] = useState<{ id: string; value: ProjectFolderState }>();

  useEffect(() => {
    if (!folderID) return;
    let cancelled = false;
    const read = async () => {
      const folder = await storage.folders.get(folderID);
      const agentID = folder?.settings.assignedAgentID;
      const assignedAgent = agentID ? await storage.agents.get(agentID) : undefined;
      if (!cancelled) setState({ id: folderID, value: { folder, assignedAgent, loaded: true } });
    };
    void read();
    const unsubscribe = storage.subscribe((change) => {
      if (change.table === 'agents' || (change.table === 'folders' && change.ids.includes(folderID)))
        void read();
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [storage, folderID]);

  if (!folderID) return nothing;
  return state?.id === folderID
    ? state.value
    : { folder: undefined, assignedAgent: undefined, loaded: false };
}
