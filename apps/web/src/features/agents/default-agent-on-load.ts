import { useCallback } from 'react';
import type { StoragePort } from '@confab/core';
import { useHostConfig } from '../../host/host-config.tsx';
import { useStorage } from '../../storage/app-storage.tsx';
import { startChatWithAgentID } from './use-start-default-agent-chat.ts';

/** The chat the last load opened with the host's agent, kept on this device only. */
export const loadAgentChatStorageKey = 'confab:load-agent-chat';

function rememberedChatID(): string | undefined {
  try {
    return window.localStorage.getItem(loadAgentChatStorageKey) ?? undefined;
  } catch {
    return undefined;
  }
}

function rememberChatID(chatID: string): void {
  try {
    window.localStorage.setItem(loadAgentChatStorageKey, chatID);
  } catch {
    // Storage refused: the next load starts another chat, which is all that is lost.
  }
}

/**
 * The first screen after a load, on a host with `defaultCharacterID`: a chat with that agent. The
 * chat the previous load opened is used again while nobody has touched it (never written to since
 * it was made), so reloading does not fill the sidebar with empty chats. Resolves to undefined when
 * the agent is unknown (the plain new chat stays).
 */
export async function openDefaultAgentChatOnLoad(
  storage: StoragePort,
  systemCharacters: readonly unknown[] | undefined,
  agentID: string,
): Promise<string | undefined> {
  const previousID = rememberedChatID();
  if (previousID !== undefined) {
    const previous = await storage.chats.get(previousID);
    const untouched =
      previous !== undefined &&
      previous.archivedAt === null &&
      previous.character?.id === agentID &&
      previous.updatedAt === previous.createdAt;
    if (untouched) return previousID;
  }
  const chatID = await startChatWithAgentID(storage, systemCharacters, agentID);
  if (chatID !== undefined) rememberChatID(chatID);
  return chatID;
}

/** For app.tsx: undefined when the host names no agent, so nothing happens after a plain load. */
export function useOpenDefaultAgentChatOnLoad(): (() => Promise<string | undefined>) | undefined {
  const { defaultCharacterID, systemCharacters } = useHostConfig();
  const storage = useStorage();
  const open = useCallback(
    () =>
      defaultCharacterID === undefined
        ? Promise.resolve(undefined)
        : openDefaultAgentChatOnLoad(storage, systemCharacters, defaultCharacterID),
    [defaultCharacterID, storage, systemCharacters],
  );
  return defaultCharacterID === undefined || defaultCharacterID.trim() === '' ? undefined : open;
}
