import { useMemo } from 'react';
import type { ConnectionSettings } from '@confab/core';
import { providerStyles } from '@confab/core/providers';
import { useHostConfig } from '../../host/host-config.tsx';
import { useSettings } from '../../storage/use-settings.ts';
import { textSettingSchema } from './model-setting-schemas.ts';

const keySettings = providerStyles.map((provider) => provider.keySetting);
const endpointSettings = providerStyles.map((provider) => provider.endpointSetting);

/**
 * The keys and endpoint overrides built-in models are called with, read live so a key saved in
 * Settings makes its models ready at once.
 */
export function useConnectionSettings(): { settings: ConnectionSettings; loaded: boolean } {
  const hostConfig = useHostConfig();
  const keys = useSettings(keySettings, textSettingSchema, '');
  const endpoints = useSettings(endpointSettings, textSettingSchema, '');

  // Spec §6: a managed workspace without user keys uses the licence token as every provider key.
  const hostKey = hostConfig.managed && !hostConfig.allowUserAPIKey ? hostConfig.licenseToken : undefined;

  const settings = useMemo<ConnectionSettings>(
    () => ({
      apiKeys: Object.fromEntries(
        providerStyles.map((provider) => [provider.style, hostKey ?? keys.values.get(provider.keySetting)]),
      ),
      endpoints: Object.fromEntries(
        providerStyles.map((provider) => [provider.style, endpoints.values.get(provider.endpointSetting)]),
      ),
    }),
    [hostKey, keys.values, endpoints.values],
  );
  return { settings, loaded: keys.loaded && endpoints.loaded };
}
