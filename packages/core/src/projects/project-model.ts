import type { FolderSettings } from '../entities/index.ts';

/**
 * The model a chat starts with: its own once it has one, else its project's (when that model is still
 * offered), else the default.
 */
export function projectChatModelID(input: {
  chatModelID: string | undefined;
  project: Pick<FolderSettings, 'model'> | undefined;
  availableModelIDs: readonly string[];
  defaultModelID: string;
}): string {
  if (input.chatModelID) return input.chatModelID;
  const projectModel = input.project?.model;
  if (projectModel && input.availableModelIDs.includes(projectModel)) return projectModel;
  return input.defaultModelID;
}
