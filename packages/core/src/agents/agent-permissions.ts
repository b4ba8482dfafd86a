import type { Agent } from '../entities/index.ts';

export interface AgentPermissionFlags {
  /** Host allows creating and editing (allowEditCreate and the addNewCharacters feature). */
  canCreate: boolean;
}

export interface AgentPermissions {
  canClone: boolean;
  canEdit: boolean;
  canRemove: boolean;
  /** Saving the agent to a file; it creates nothing in the library, so it needs no create right. */
  canExport: boolean;
  /** A share link publishes the agent; spec §6: system and org-system agents cannot be shared. */
  canShare: boolean;
}

/**
 * Spec §6: system agents cannot be edited or removed (a copy may be made); org-system agents offer
 * none of clone, edit or remove. Without the create permission nothing new can be made either.
 * An export is a copy that leaves the app, so org-system agents, which may not be copied, have none.
 */
export function agentPermissions(agent: Agent, { canCreate }: AgentPermissionFlags): AgentPermissions {
  const isUserAgent = agent.type === 'user';
  return {
    canClone: canCreate && agent.type !== 'org-system',
    canEdit: canCreate && isUserAgent,
    canRemove: isUserAgent,
    canExport: agent.type !== 'org-system',
    canShare: isUserAgent,
  };
}
