import { isSecretPluginSetting, splitPluginSecrets } from '../entities/index.ts';

/** The setting that holds the person's plugin settings (the web app's `settingKeys.userPluginSettings`). */
export const userPluginSettingsKey = 'plugins.userSettings';

function userPluginSettingsOf(data: unknown): Record<string, unknown> | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { key, value } = data as { key?: unknown; value?: unknown };
  if (key !== userPluginSettingsKey || typeof value !== 'object' || value === null || Array.isArray(value))
    return undefined;
  return value as Record<string, unknown>;
}

/**
 * The plugin settings as they may leave the device: without values whose names say they are
 * secrets. The app keeps secrets in `apiKeys.` settings of their own (which sync only locked); this
 * guards against one written here by an older build or another feature.
 */
export function pluginSettingsForSync<Data extends object>(data: Data): Data {
  const value = userPluginSettingsOf(data);
  if (!value) return data;
  return { ...data, value: splitPluginSecrets(value).plain };
}

/** Arriving plugin settings keep this device's secret-named values, which never travel. */
export function withLocalPluginSecrets<Data extends object>(incoming: Data, local: unknown): Data {
  const incomingValue = userPluginSettingsOf(incoming);
  const localValue = userPluginSettingsOf(local);
  if (!incomingValue || !localValue) return incoming;
  const merged = new Map(Object.entries(incomingValue));
  for (const [pluginID, settings] of Object.entries(localValue)) {
    if (typeof settings !== 'object' || settings === null) continue;
    const secrets = Object.entries(settings).filter(([name]) => isSecretPluginSetting({ name }));
    if (secrets.length === 0) continue;
    const arriving = merged.get(pluginID);
    const base = typeof arriving === 'object' && arriving !== null ? Object.entries(arriving) : [];
    merged.set(pluginID, Object.fromEntries([...base, ...secrets]));
  }
  return { ...incoming, value: Object.fromEntries(merged) };
}
