import { settingKeys } from '../../storage/setting-keys.ts';
import { useSetting } from '../../storage/use-setting.ts';
import {
  defaultModelParameters,
  defaultStreaming,
  modelIDSettingSchema,
  parametersSettingSchema,
  switchSettingSchema,
  textSettingSchema,
} from './model-setting-schemas.ts';

/**
 * The stored defaults every new chat starts from, live: read by `useModelDefaults` and edited by the
 * Global settings tab, with one schema and fallback each.
 */
export function useDefaultSettings() {
  return {
    defaultModel: useSetting(settingKeys.defaultModel, modelIDSettingSchema, ''),
    systemMessage: useSetting(settingKeys.defaultSystemMessage, textSettingSchema, ''),
    streaming: useSetting(settingKeys.streaming, switchSettingSchema, defaultStreaming),
    parameters: useSetting(settingKeys.defaultParameters, parametersSettingSchema, defaultModelParameters),
  };
}
