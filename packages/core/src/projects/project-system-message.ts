import type { ChatMeta, FolderSettings } from '../entities/index.ts';

export interface ProjectSystemMessageInput {
  /** The chat's own system message, if it has one (set in Chat settings or by starting with an agent). */
  chat?: Pick<ChatMeta, 'systemMessage'> | undefined;
  project?: Pick<FolderSettings, 'systemMessage'> | undefined;
  /** The instructions of the agent assigned to the project, when one is assigned and still exists. */
  assignedAgentInstructions?: string | undefined;
  /** The default system message from the Models tab. */
  defaultSystemMessage?: string | undefined;
}

/**
 * The base system message of a chat in a project: the chat's own wins, then the project's layer
 * (the assigned agent's instructions followed by the project's system message), then the default.
 * An empty or blank layer does not count, so a project without settings changes nothing.
 */
export function projectSystemMessage(input: ProjectSystemMessageInput): string | undefined {
  if (input.chat?.systemMessage !== undefined) return input.chat.systemMessage;
  const projectLayer = [input.assignedAgentInstructions, input.project?.systemMessage]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join('\n\n');
  if (projectLayer !== '') return projectLayer;
  return input.defaultSystemMessage;
}
