import type { Agent } from '../entities/index.ts';

export interface AgentPermissionFlags {
  /** Host allows creating and editing (allowEditCreate and the addNewCharacters feature). */
  canCreate: boolean;
  /** The plan includes premium agents (the host's `premiumCharacters`); without it they are locked. */
  premiumAllowed: boolean;
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
 * An export is a copy that leaves the app, so org-system agents, which may not be copied, have none;
 * nor does a premium agent the plan does not include.
 */
export function agentPermissions(
  agent: Agent,
  { canCreate, premiumAllowed }: AgentPermissionFlags,
): AgentPermissions {
  const isUserAgent = agent.type === 'user';
  // A locked premium agent offers no copy of any kind: a clone, a file or a link would unlock it.
  const copyable = agent.type !== 'org-system' && !(agent.premium === true && !premiumAllowed);
  return {
    canClone: canCreate && copyable,
    canEdit: canCreate && isUserAgent,
    canRemove: isUserAgent,
    canExport: copyable,
    canShare: isUserAgent && copyable,
  };
}
