import { agentVersionsKey, parseAgentVersions, type AgentVersion, type StoragePort } from '@confab/core';

/** An agent's update history lives in the settings table under the spec's `CHARACTER_VERSIONS_{id}`. */
export async function readAgentVersions(storage: StoragePort, agentID: string): Promise<AgentVersion[]> {
  const setting = await storage.settings.get(agentVersionsKey(agentID));
  return parseAgentVersions(setting?.value);
}

export async function writeAgentVersions(
  storage: StoragePort,
  agentID: string,
  versions: AgentVersion[],
  now: number,
): Promise<void> {
  await storage.settings.set({
    key: agentVersionsKey(agentID),
    value: versions,
    updatedAt: now,
    syncedAt: null,
  });
}

export async function deleteAgentVersions(storage: StoragePort, agentID: string): Promise<void> {
  await storage.settings.delete(agentVersionsKey(agentID));
}
