import type { CustomModel, Profile } from '../entities/index.ts';
import { isJsonObject, jsonText, type JsonObject } from './read-fields.ts';

/**
 * Something in a file that would send requests somewhere else or set a key. It is never applied
 * with the rest: the import dialog lists it (with `shownValue`) and applies it only when the
 * person confirms.
 */
export type PendingConfirmation =
  | {
      kind: 'setting';
      key: 'customSearchAPIKey' | 'customSearchEngineID';
      value: unknown;
      shownValue: string;
    }
  | { kind: 'plugin-setting'; pluginID: string; name: string; value: unknown; shownValue: string }
  | { kind: 'profile-key'; profileID: string; field: ProfileKeyField; value: string; shownValue: string }
  | { kind: 'custom-model'; model: CustomModel; shownValue: string };

export type ProfileKeyField = keyof NonNullable<Profile['assignedAPIKey']>;

/** A key is shown as its last 4 characters (as the key forms show it); short ones not at all. */
export function maskedSecret(value: unknown): string {
  const text = typeof value === 'string' ? value : jsonText(value);
  return text.length >= 8 ? `••••${text.slice(-4)}` : '••••';
}

/** Plugin settings whose name says they hold a secret or an address (PLUGIN_OAUTH_CLIENT_SECRET, MCP_CONNECTOR_URL, …). */
const sensitivePluginSetting = /KEY|SECRET|TOKEN|PASSWORD|URL|ENDPOINT|HOST/i;
const addressLike = /URL|ENDPOINT|HOST/i;

/** Splits `userPluginSettings` into what applies at once and what waits for a confirmation. */
export function splitPluginSettings(value: JsonObject): {
  safe: Record<string, Record<string, unknown>>;
  pending: PendingConfirmation[];
} {
  const safe: Record<string, Record<string, unknown>> = {};
  const pending: PendingConfirmation[] = [];
  for (const [pluginID, settings] of Object.entries(value)) {
    if (!isJsonObject(settings)) continue;
    const kept: Record<string, unknown> = {};
    for (const [name, setting] of Object.entries(settings)) {
      if (!sensitivePluginSetting.test(name)) {
        Object.defineProperty(kept, name, {
          value: setting,
          enumerable: true,
          writable: true,
          configurable: true,
        });
        continue;
      }
      const shownValue =
        addressLike.test(name) && typeof setting === 'string' ? setting : maskedSecret(setting);
      pending.push({ kind: 'plugin-setting', pluginID, name, value: setting, shownValue });
    }
    Object.defineProperty(safe, pluginID, {
      value: kept,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return { safe, pending };
}

/** A profile's keys wait for a confirmation; the profile itself is imported without them. */
export function splitProfileKeys(profile: Profile): { profile: Profile; pending: PendingConfirmation[] } {
  const { assignedAPIKey, ...withoutKeys } = profile;
  const pending: PendingConfirmation[] = [];
  for (const field of ['openAIAPIKey', 'anthropicAPIKey', 'geminiAPIKey'] as const) {
    const value = assignedAPIKey?.[field];
    if (value !== undefined && value !== '') {
      pending.push({
        kind: 'profile-key',
        profileID: profile.id,
        field,
        value,
        shownValue: maskedSecret(value),
      });
    }
  }
  return { profile: withoutKeys, pending };
}

/** A custom model names an endpoint (and may carry a key and headers): the whole model waits. */
export function customModelConfirmation(model: CustomModel): PendingConfirmation {
  return { kind: 'custom-model', model, shownValue: `${model.title}: ${model.endpointURL}` };
}
