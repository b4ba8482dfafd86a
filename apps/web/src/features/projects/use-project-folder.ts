import type { Agent, Folder } from '@confab/core';
import { useLiveQuery } from '../../storage/use-live-query.ts';

export interface ProjectFolderState {
  folder: Folder | undefined;
  /** The agent the project assigns, when one is assigned and still stored. */
  assignedAgent: Agent | undefined;
  /** False until the folder has been read. */
  loaded: boolean;
}

/** A project (folder) and its assigned agent, re-read when either changes in this or another tab. */
export function useProjectFolder(folderID: string | null | undefined): ProjectFolderState {
  const { value, loaded } = useLiveQuery(
    () =>
      folderID
        ? {
            read: async (storage) => {
              const folder = await storage.folders.get(folderID);
              const agentID = folder?.settings.assignedAgentID;
              return { folder, assignedAgent: agentID ? await storage.agents.get(agentID) : undefined };
            },
            watches: (change) =>
              change.table === 'agents' || (change.table === 'folders' && change.ids.includes(folderID)),
          }
        : null,
    [folderID],
  );
  return { folder: value?.folder, assignedAgent: value?.assignedAgent, loaded };
}
