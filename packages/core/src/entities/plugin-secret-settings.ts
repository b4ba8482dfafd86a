import type { PluginUserSetting } from './plugin.ts';

/**
 * Secret plugin settings live apart from `plugins.userSettings`, each in its own `apiKeys.` setting,
 * so they share every rule of the API keys (docs/plugins.md "Secrets"): stored locked while the key
 * vault has a password, synced only when locked (category API keys), never exported. Names decide
 * where an imported value goes; the Plugins screen also treats `password` fields as secrets.
 */
const secretKeyPrefix = 'apiKeys.plugin/';

/** Names that say they hold a secret (PLUGIN_OAUTH_CLIENT_SECRET, MCP_CONNECTOR_AUTH_TOKEN, an API key). */
const secretName = /(_SECRET|_KEY|_TOKEN)$/i;

/** True for a setting whose value must be kept like an API key: a password field or a secret's name. */
export function isSecretPluginSetting(setting: Pick<PluginUserSetting, 'name' | 'type'>): boolean {
  return setting.type === 'password' || secretName.test(setting.name);
}

/** The settings key of one secret; both parts are encoded, since ids and names may hold any text. */
export function pluginSecretKey(pluginID: string, name: string): string {
  return `${secretKeyPrefix}${encodeURIComponent(pluginID)}/${encodeURIComponent(name)}`;
}

export function isPluginSecretKey(key: string): boolean {
  return key.startsWith(secretKeyPrefix);
}

/** The plugin and setting a secret's key names, or undefined for any other key. */
export function parsePluginSecretKey(key: string): { pluginID: string; name: string } | undefined {
  if (!isPluginSecretKey(key)) return undefined;
  const parts = key.slice(secretKeyPrefix.length).split('/');
  if (parts.length !== 2) return undefined;
  try {
    return { pluginID: decodeURIComponent(parts[0] ?? ''), name: decodeURIComponent(parts[1] ?? '') };
  } catch {
    return undefined;
  }
}

function isPlainObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A `userPluginSettings` value (plugin id → setting name → value) split by name: the plain part,
 * and each secret as the `apiKeys.` setting it belongs in. Exports keep the plain part only;
 * imports write the secrets apart, so a secret never travels inside the plain setting.
 */
export function splitPluginSecrets(value: unknown): {
  plain: Record<string, Record<string, unknown>>;
  secrets: { key: string; value: string }[];
} {
  const plain: [string, Record<string, unknown>][] = [];
  const secrets: { key: string; value: string }[] = [];
  if (!isPlainObject(value)) return { plain: {}, secrets };
  for (const [pluginID, settings] of Object.entries(value)) {
    if (!isPlainObject(settings)) continue;
    const kept: [string, unknown][] = [];
    for (const [name, setting] of Object.entries(settings)) {
      if (!isSecretPluginSetting({ name })) kept.push([name, setting]);
      else if (typeof setting === 'string' || typeof setting === 'number' || typeof setting === 'boolean') {
        // Only a value a person could have typed; an object in a file is not a secret to keep.
        if (setting !== '') secrets.push({ key: pluginSecretKey(pluginID, name), value: String(setting) });
      }
    }
    if (kept.length > 0) plain.push([pluginID, Object.fromEntries(kept)]);
  }
  return { plain: Object.fromEntries(plain), secrets };
}
