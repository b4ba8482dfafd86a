import { useMemo } from 'react';
import {
  applyDraftToAgent,
  cloneAgent,
  createAgentFromDraft,
  cryptoRandom,
  installDefaultAgent,
  lookupOwn,
  parseAgentSettings,
  readAgentImportFile,
  recordAgentVersion,
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
  /** `revertedFromID`: the draft was loaded from that version (Revert), and the new version says so. */
  update(agent: Agent, draft: AgentDraft, options?: { revertedFromID?: string }): Promise<Agent>;
  remove(agent: Agent): Promise<void>;
  clone(agent: Agent): Promise<Agent>;
  togglePin(agent: Agent): Promise<void>;
  install(defaultAgent: Agent, library: readonly Agent[]): Promise<Agent | undefined>;
  /** Reads an export file (spec §3, §5) for the review step; nothing is saved here. */
  readImportFile(text: string): Promise<AgentImportResult>;
  /** Adds an agent made elsewhere (a file, a shared link) as a new one, its history starting there. */
  saveAgent(agent: Agent): Promise<void>;
}

const context = () => ({ random: cryptoRandom, now: systemClock.now() });

/** Saves the agent and appends its snapshot to the history; a first edit also keeps the state before it. */
async function saveWithVersion(
  storage: StoragePort,
  before: Agent | undefined,
  after: Agent,
  revertedFromID?: string,
): Promise<void> {
  const { random, now } = context();
  let versions = await readAgentVersions(storage, after.id);
  if (versions.length === 0 && before)
    versions = recordAgentVersion(versions, before, { random, now: before.updatedAt });
  versions = recordAgentVersion(versions, after, {
    random,
    now,
    ...(revertedFromID === undefined ? {} : { revertedFromID }),
  });
  await storage.agents.put(after);
  await writeAgentVersions(storage, after.id, versions, now);
}

async function setSystemPin(storage: StoragePort, agent: Agent): Promise<void> {
  const stored = await storage.settings.get(settingKeys.agentSettings);
  const settings = parseAgentSettings(stored?.value);
  const next = { ...settings, [agent.id]: { ...lookupOwn(settings, agent.id), pinned: !agent.pinned } };
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
      async update(agent, draft, options) {
        const edited = applyDraftToAgent(agent, draft, { now: systemClock.now() });
        await saveWithVersion(storage, agent, edited, options?.revertedFromID);
        return edited;
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
      readImportFile: (text) => readAgentImportFile(text, context()),
      // Recorded as a created agent is, so its history starts at the imported state.
      saveAgent: (agent) => saveWithVersion(storage, undefined, agent),
    }),
    [storage],
  );
}
