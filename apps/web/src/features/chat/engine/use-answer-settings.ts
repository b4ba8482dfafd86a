import { useCallback } from 'react';
import { resolveConnection, type ChatMeta } from '@confab/core';
import { projectChatModelID } from '@confab/core/projects';
import { useProjectFolder } from '../../projects/index.ts';
import { useCurrentProfile } from '../../profiles/index.ts';
import {
  useAvailableModels,
  useConnectionSettings,
  useModelDefaults,
  type AvailableModel,
} from '../../models/index.ts';
import type { AnswerSettings } from '@confab/core/conversation';

/** Null when the model is unknown, or a built-in whose provider has no key yet. */
export type AnswerSettingsResolver = (
  modelID: string,
  chat?: Pick<ChatMeta, 'systemMessage' | 'parameters'>,
) => AnswerSettings | null;

export interface AnswerSettingsSource {
  resolve: AnswerSettingsResolver;
  models: readonly AvailableModel[];
  /** The model a chat without one starts with: its project's, else the default. */
  defaultModelID: string;
  /** False until keys, models, defaults and the project are read; until then no model is ready. */
  loaded: boolean;
  /** True when the model's key is stored locked and this tab has not unlocked it. */
  keyLocked: (modelID: string) => boolean;
}

/**
 * Turns a model id into everything needed to call it: the connection from keys and endpoints, and the
 * system message and parameters (the chat's own over the global defaults). A chat in a project
 * (`folderID`) starts with the project's model, or its assigned agent's.
 */
export function useAnswerSettingsResolver(folderID?: string | null): AnswerSettingsSource {
  const { models, loaded: modelsLoaded } = useAvailableModels();
  const project = useProjectFolder(folderID);
  const defaults = useModelDefaults();
  const { settings, loaded: settingsLoaded } = useConnectionSettings();
  const { profile: currentProfile, loaded: profileLoaded } = useCurrentProfile();
  const keyLocked = useCallback(
    (modelID: string) => models.find((candidate) => candidate.id === modelID)?.keyLocked === true,
    [models],
  );
  const resolve = useCallback<AnswerSettingsResolver>(
    (modelID, chat) => {
      const model = models.find((candidate) => candidate.id === modelID);
      // A locked key is never sent, even where an endpoint override makes the model ready without one.
      if (!model?.ready || keyLocked(modelID)) return null;
      const systemMessage = chat?.systemMessage ?? defaults.systemMessage;
      return {
        systemMessageIsDefault: chat?.systemMessage === undefined,
        modelID: model.id,
        providerModelID: model.providerModelID,
        connection: resolveConnection(model, settings),
        ...(systemMessage ? { systemMessage } : {}),
        parameters: { ...defaults.parameters, ...chat?.parameters },
        streaming: defaults.streaming,
        contextWindow: model.contextWindow,
        // The current profile's information and custom instruction go to every model (spec §3).
        ...(currentProfile
          ? {
              profile: {
                ...(currentProfile.information ? { information: currentProfile.information } : {}),
                ...(currentProfile.customInstruction
                  ? { customInstruction: currentProfile.customInstruction }
                  : {}),
              },
            }
          : {}),
      };
    },
    [models, defaults, settings, keyLocked, currentProfile],
  );
  const defaultModelID = projectChatModelID({
    chatModelID: undefined,
    project: { model: project.folder?.settings.model ?? project.assignedAgent?.model },
    availableModelIDs: models.map((model) => model.id),
    defaultModelID: defaults.defaultModelID,
  });
  return {
    resolve,
    models,
    defaultModelID,
    loaded: modelsLoaded && settingsLoaded && defaults.loaded && project.loaded && profileLoaded,
    keyLocked,
  };
}
