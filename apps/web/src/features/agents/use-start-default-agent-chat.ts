import { useCallback } from 'react';
import { cryptoRandom, parseSystemAgents, systemClock, type StoragePort } from '@confab/core';
import { startChatWithAgent } from '../chat/index.ts';
import { useHostConfig } from '../../host/host-config.tsx';
import { useStorage } from '../../storage/app-storage.tsx';

/**
 * Starts a chat with an agent found by id: one of the host's system agents, else one in the library.
 * Resolves to the new chat's id, or undefined when no such agent exists (then a plain chat starts).
 */
export async function startChatWithAgentID(
  storage: StoragePort,
  systemCharacters: readonly unknown[] | undefined,
  agentID: string,
): Promise<string | undefined> {
  const agent =
    parseSystemAgents(systemCharacters).find((candidate) => candidate.id === agentID) ??
    (await storage.agents.get(agentID));
  if (!agent) return undefined;
  return startChatWithAgent(storage, agent, { clock: systemClock, random: cryptoRandom });
}

/**
 * Spec §3 host config `defaultCharacterID`: "New chat" starts with the host's agent (its model,
 * instructions and welcome message). Undefined when the host names no agent, so the caller opens a
 * plain new chat at once.
 */
export function useStartDefaultAgentChat(): (() => Promise<string | undefined>) | undefined {
  const { defaultCharacterID, systemCharacters } = useHostConfig();
  const storage = useStorage();
  const start = useCallback(
    () =>
      defaultCharacterID === undefined
        ? Promise.resolve(undefined)
        : startChatWithAgentID(storage, systemCharacters, defaultCharacterID),
    [defaultCharacterID, storage, systemCharacters],
  );
  return defaultCharacterID === undefined || defaultCharacterID.trim() === '' ? undefined : start;
}
