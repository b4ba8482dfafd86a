import { useMemo } from 'react';
import type { ConnectionSettings } from '@confab/core';
import { providerStyles, type ProviderStyle } from '@confab/core/providers';
import { openedKey, useKeyVaultState } from '../key-vault/index.ts';
import { profileKeyOf, useCurrentProfileForKeys } from '../profiles/index.ts';
import { useHostConfig } from '../../host/host-config.tsx';
import { useSettings } from '../../storage/use-settings.ts';
import { textSettingSchema } from './model-setting-schemas.ts';

const keySettings = providerStyles.map((provider) => provider.keySetting);
const endpointSettings = providerStyles.map((provider) => provider.endpointSetting);

export interface ConnectionSettingsState {
  settings: ConnectionSettings;
  /** Styles whose stored key is locked with a password and not unlocked in this tab. */
  lockedStyles: ReadonlySet<ProviderStyle>;
  loaded: boolean;
}

/**
 * The keys and endpoint overrides built-in models are called with, read live so a key saved in
 * Settings makes its models ready at once. A key stored locked is used once this tab unlocked it;
 * until then it counts as no key and its style is listed in `lockedStyles`. The current profile's
 * own key for a provider, where it has one, is used instead of the global key.
 */
export function useConnectionSettings(): ConnectionSettingsState {
  const hostConfig = useHostConfig();
  const keys = useSettings(keySettings, textSettingSchema, '');
  const { opened } = useKeyVaultState();
  const endpoints = useSettings(endpointSettings, textSettingSchema, '');
  const { profile, loaded: profileLoaded } = useCurrentProfileForKeys();

  // Spec §6: a managed workspace without user keys uses the licence token as every provider key.
  const hostKey = hostConfig.managed && !hostConfig.allowUserAPIKey ? hostConfig.licenseToken : undefined;

  const { settings, lockedStyles } = useMemo(() => {
    // The current profile's key for a style stands in for the global one (spec §3 User profile).
    const userKeys = providerStyles.map(
      (provider) =>
        [
          provider.style,
          openedKey(profileKeyOf(profile, provider.style) ?? keys.values.get(provider.keySetting), opened),
        ] as const,
    );
    return {
      settings: {
        apiKeys: Object.fromEntries(userKeys.map(([style, key]) => [style, hostKey ?? key.key])),
        endpoints: Object.fromEntries(
          providerStyles.map((provider) => [provider.style, endpoints.values.get(provider.endpointSetting)]),
        ),
      } satisfies ConnectionSettings,
      lockedStyles: new Set(
        hostKey === undefined ? userKeys.filter(([, key]) => key.locked).map(([style]) => style) : [],
      ),
    };
  }, [hostKey, keys.values, endpoints.values, opened, profile]);
  return { settings, lockedStyles, loaded: keys.loaded && endpoints.loaded && profileLoaded };
}
