import { useMemo } from 'react';
import { chooseDefaultModelID, type ModelParametersSetting } from '@confab/core';
import { useHostConfig } from '../../host/host-config.tsx';
import { useAvailableModels } from './use-available-models.ts';
import { defaultModelParameters } from './model-setting-schemas.ts';
import { useDefaultSettings } from './use-default-settings.ts';

export interface ModelDefaults {
  defaultModelID: string;
  /** True when the host forces its default model, so the user's choice is not offered. */
  defaultModelForced: boolean;
  systemMessage: string;
  streaming: boolean;
  /** The default parameters, `contextLimit` (messages sent, 0 = all) included. */
  parameters: ModelParametersSetting;
  loaded: boolean;
}

/**
 * The host forces its defaultModel when it sends the spec's useDefaultModelSettings flag, as the
 * host config's own field or, as older hosts do, among its chat features.
 */
export function useForcedDefaultModel(): string | undefined {
  const hostConfig = useHostConfig();
  const forced =
    hostConfig.useDefaultModelSettings === true || hostConfig.chatFeatures.useDefaultModelSettings === true;
  return forced ? hostConfig.defaultModel : undefined;
}

/** What a new chat starts with (spec §3 "Default settings"; §9 defaults). */
export function useModelDefaults(): ModelDefaults {
  const hostConfig = useHostConfig();
  const forcedModelID = useForcedDefaultModel();
  const { models, loaded: modelsLoaded } = useAvailableModels();
  const { defaultModel: savedModel, systemMessage, streaming, parameters } = useDefaultSettings();

  const storedParameters = parameters.value;
  const mergedParameters = useMemo(
    () => ({ ...defaultModelParameters, ...storedParameters }),
    [storedParameters],
  );

  return {
    defaultModelID: chooseDefaultModelID({
      forcedModelID,
      savedModelID: savedModel.value,
      hostModelID: hostConfig.defaultModel,
      models,
    }),
    defaultModelForced: forcedModelID !== undefined,
    systemMessage: systemMessage.value,
    streaming: streaming.value,
    parameters: mergedParameters,
    loaded:
      modelsLoaded && savedModel.loaded && systemMessage.loaded && streaming.loaded && parameters.loaded,
  };
}
