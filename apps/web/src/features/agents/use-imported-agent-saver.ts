import { useIntl } from 'react-intl';
import { distinctImportedTitle, type Agent, type AgentImportCandidate } from '@confab/core';
import type { ToastTone } from '@confab/ui';
import { useStorage } from '../../storage/app-storage.tsx';
import { fetchRemoteAvatar } from './fetch-remote-avatar.ts';
import { importMessages } from './import-messages.ts';
import type { AgentActions } from './use-agent-actions.ts';

/**
 * Saves a reviewed import (a file or a shared link): a title the library already has is marked
 * "(imported)", and a remote avatar is fetched only when the person agreed; if that fails the agent
 * is saved without it and the person is told.
 */
export function useImportedAgentSaver(
  actions: AgentActions,
  notify: (text: string, tone?: ToastTone) => void,
) {
  const intl = useIntl();
  const storage = useStorage();
  return async (
    candidate: AgentImportCandidate,
    { fetchAvatar }: { fetchAvatar: boolean },
  ): Promise<Agent> => {
    const library = await storage.agents.list();
    let agent: Agent = { ...candidate.agent, title: distinctImportedTitle(candidate.agent.title, library) };
    let avatarFailed = false;
    if (fetchAvatar && candidate.remoteAvatarURL !== undefined) {
      try {
        agent = { ...agent, avatarURL: await fetchRemoteAvatar(candidate.remoteAvatarURL) };
      } catch {
        avatarFailed = true;
      }
    }
    await actions.saveAgent(agent);
    // Told once it is true: the agent has been saved (without its avatar).
    if (avatarFailed) notify(intl.formatMessage(importMessages.avatarFetchFailed), 'error');
    return agent;
  };
}
