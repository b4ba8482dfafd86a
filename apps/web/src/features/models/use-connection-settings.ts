import { useMemo } from 'react';
import type { ConnectionSettings } from '@confab/core';
import { useHostConfig } from '../../host/host-config.tsx';
import { settingKeys } from '../../storage/setting-keys.ts';
import { useSetting } from '../../storage/use-setting.ts';
import { textSettingSchema } from './model-setting-schemas.ts';

/**
 * The keys and endpoint overrides built-in models are called with, read live so a key saved in
 * Settings makes its models ready at once.
 */
export function useConnectionSettings(): { settings: ConnectionSettings; loaded: boolean } {
  const hostConfig = useHostConfig();
  const openAIKey = useSetting(settingKeys.openAIAPIKey, textSettingSchema, '');
  const anthropicKey = useSetting(settingKeys.anthropicAPIKey, textSettingSchema, '');
  const geminiKey = useSetting(settingKeys.geminiAPIKey, textSettingSchema, '');
  const chatCompletions = useSetting(settingKeys.chatCompletionsEndpoint, textSettingSchema, '');
  const anthropicEndpoint = useSetting(settingKeys.anthropicEndpoint, textSettingSchema, '');
  const geminiEndpoint = useSetting(settingKeys.geminiEndpoint, textSettingSchema, '');

  // Spec §6: a managed workspace without user keys uses the licence token as every provider key.
  const hostKey = hostConfig.managed && !hostConfig.allowUserAPIKey ? hostConfig.licenseToken : undefined;

  const settings = useMemo<ConnectionSettings>(
    () => ({
      apiKeys: {
        openai: hostKey ?? openAIKey.value,
        anthropic: hostKey ?? anthropicKey.value,
        gemini: hostKey ?? geminiKey.value,
      },
      endpoints: {
        chatCompletions: chatCompletions.value,
        anthropic: anthropicEndpoint.value,
        gemini: geminiEndpoint.value,
      },
    }),
    [
      hostKey,
      openAIKey.value,
      anthropicKey.value,
      geminiKey.value,
      chatCompletions.value,
      anthropicEndpoint.value,
      geminiEndpoint.value,
    ],
  );
  const loaded = [
    openAIKey,
    anthropicKey,
    geminiKey,
    chatCompletions,
    anthropicEndpoint,
    geminiEndpoint,
  ].every((setting) => setting.loaded);
  return { settings, loaded };
}
