import { useMemo } from 'react';
import {
  applyDraftToAgent,
  cloneAgent,
  createAgentFromDraft,
  cryptoRandom,
  installDefaultAgent,
  parseAgentSettings,
  readAgentImportFile,
  recordAgentVersion,
  revertAgentToVersion,
  systemClock,
  type Agent,
  type AgentDraft,
  type AgentImportResult,
  type StoragePort,
} from '@confab/core';
import { useStorage } from '../../storage/app-storage.tsx';
import { settingKeys } from '../../storage/setting-keys.ts';
import { deleteAgentVersions, readAgentVersions, writeAgentVersions } from './agent-version-store.ts';

export interface AgentActions {
  create(draft: AgentDraft): Promise<Agent>;
  update(agent: Agent, draft: AgentDraft): Promise<Agent>;
  revert(agent: Agent, versionID: string): Promise<Agent | undefined>;
  remove(agent: Agent): Promise<void>;
  clone(agent: Agent): Promise<Agent>;
  togglePin(agent: Agent): Promise<void>;
  install(defaultAgent: Agent, library: readonly Agent[]): Promise<Agent | undefined>;
  /** Adds the agent an export file holds (spec §3, §5); nothing is saved unless it reads cleanly. */
  importFile(text: string): Promise<AgentImportResult>;
  /** Adds an agent made elsewhere (a shared link) as a new one, its history starting there. */
  saveAgent(agent: Agent): Promise<void>;
}

const context = () => ({ random: cryptoRandom, now: systemClock.now() });

/** Saves the agent and appends its snapshot to the history; a first edit also keeps the state before it. */
async function saveWithVersion(storage: StoragePort, before: Agent | undefined, after: Agent): Promise<void> {
  const { random, now } = context();
  let versions = await readAgentVersions(storage, after.id);
  if (versions.length === 0 && before)
    versions = recordAgentVersion(versions, before, { random, now: before.updatedAt });
  versions = recordAgentVersion(versions, after, { random, now });
  await storage.agents.put(after);
  await writeAgentVersions(storage, after.id, versions, now);
}

async function setSystemPin(storage: StoragePort, agent: Agent): Promise<void> {
  const stored = await storage.settings.get(settingKeys.agentSettings);
  const settings = parseAgentSettings(stored?.value);
  const next = { ...settings, [agent.id]: { ...settings[agent.id], pinned: !agent.pinned } };
  await storage.settings.set({
    key: settingKeys.agentSettings,
    value: next,
    updatedAt: systemClock.now(),
    syncedAt: null,
  });
}

/** Every change the Agents page makes, as spec §4 describes the agent lifecycle. */
export function useAgentActions(): AgentActions {
  const storage = useStorage();
  return useMemo<AgentActions>(
    () => ({
      async create(draft) {
        const agent = createAgentFromDraft(draft, context());
        await saveWithVersion(storage, undefined, agent);
        return agent;
      },
      async update(agent, draft) {
        const edited = applyDraftToAgent(agent, draft, { now: systemClock.now() });
        await saveWithVersion(storage, agent, edited);
        return edited;
      },
      async revert(agent, versionID) {
        const versions = await readAgentVersions(storage, agent.id);
        const reverted = revertAgentToVersion(agent, versions, versionID, context());
        if (!reverted) return undefined;
        await storage.agents.put(reverted.agent);
        await writeAgentVersions(storage, agent.id, reverted.versions, reverted.agent.updatedAt);
        return reverted.agent;
      },
      async remove(agent) {
        await storage.agents.delete(agent.id);
        await deleteAgentVersions(storage, agent.id);
      },
      async clone(agent) {
        const copy = cloneAgent(agent, context());
        await storage.agents.put(copy);
        return copy;
      },
      async togglePin(agent) {
        if (agent.type !== 'user') return setSystemPin(storage, agent);
        await storage.agents.put({
          ...agent,
          pinned: !agent.pinned,
          updatedAt: systemClock.now(),
          syncedAt: null,
        });
      },
      async install(defaultAgent, library) {
        const installed = installDefaultAgent(defaultAgent, library, context());
        if (installed) await storage.agents.put(installed);
        return installed;
      },
      async importFile(text) {
        const result = await readAgentImportFile(text, context());
        // Recorded as a created agent is, so its history starts at the imported state.
        if (result.ok) await saveWithVersion(storage, undefined, result.agent);
        return result;
      },
      saveAgent: (agent) => saveWithVersion(storage, undefined, agent),
    }),
    [storage],
  );
}
