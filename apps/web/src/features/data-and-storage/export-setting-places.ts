import {
  lookupOwn,
  mcpExportEntry,
  mcpExportPluginID,
  mcpSettingsFromExport,
  splitPluginSecrets,
  type McpSettingKeys,
} from '@confab/core';
import type { ExportValueKey } from '@confab/core/data-export';
import { isLockedKeyValue } from '@confab/core/sync-rules';
import { settingKeys } from '../../storage/setting-keys.ts';

/** A stored setting and, for the global parameters, the field of it an export key names. */
interface StoredSettingPlace {
  key: string;
  field?: string;
  /** A key: exported only locked with the vault's password, as provider keys (a plain one stays on the device). */
  lockedOnly?: boolean;
}

/**
 * Where each settings key of the export record (spec §3) lives in the settings table. Keys of
 * features this build does not have (hidden buttons, …) have no place and are
 * left out of the file; the global model parameters are one
 * stored object, split into the spec's `default…` keys.
 */
export const exportSettingPlaces: ReadonlyMap<ExportValueKey, StoredSettingPlace> = new Map<
  ExportValueKey,
  StoredSettingPlace
>([
  ['streaming', { key: settingKeys.streaming }],
  ['automaticTitle', { key: settingKeys.automaticTitle }],
  ['suggestKeywords', { key: settingKeys.suggestKeywords }],
  ['searchEngine', { key: settingKeys.searchEngine }],
  ['customSearchEngineID', { key: settingKeys.customSearchEngineID }],
  ['customSearchAPIKey', { key: settingKeys.customSearchAPIKey, lockedOnly: true }],
  ['defaultModel', { key: settingKeys.defaultModel }],
  ['defaultSystemMessage', { key: settingKeys.defaultSystemMessage }],
  ['modelIDsOrder', { key: settingKeys.modelIDsOrder }],
  ['hiddenModelIDs', { key: settingKeys.hiddenModelIDs }],
  ['characterSettings', { key: settingKeys.agentSettings }],
  ['keyboardShortcuts', { key: settingKeys.keyboardShortcuts }],
  // Without its secrets: those live apart as keys and are never exported (docs/plugins.md "Secrets").
  ['userPluginSettings', { key: settingKeys.userPluginSettings }],
  ['defaultTemperature', { key: settingKeys.defaultParameters, field: 'temperature' }],
  ['defaultTopP', { key: settingKeys.defaultParameters, field: 'topP' }],
  ['defaultTopK', { key: settingKeys.defaultParameters, field: 'topK' }],
  ['defaultMaxTokens', { key: settingKeys.defaultParameters, field: 'maxTokens' }],
  ['defaultPresencePenalty', { key: settingKeys.defaultParameters, field: 'presencePenalty' }],
  ['defaultFrequencyPenalty', { key: settingKeys.defaultParameters, field: 'frequencyPenalty' }],
  ['defaultPromptCachingEnabled', { key: settingKeys.defaultParameters, field: 'promptCaching' }],
  ['defaultContextLimit', { key: settingKeys.defaultParameters, field: 'contextLimit' }],
]);

/** Where this build stores the MCP settings, which travel as one `userPluginSettings` entry. */
const mcpSettingKeys: McpSettingKeys = {
  connector: settingKeys.mcpConnector,
  serverConfig: settingKeys.mcpServerConfig,
  remoteServers: settingKeys.mcpRemoteServers,
  disabledTools: settingKeys.mcpDisabledTools,
};

/** The plugins' settings without their secrets, with the MCP settings as the `confab.mcp` entry. */
function exportedPluginSettings(stored: ReadonlyMap<string, unknown>): unknown {
  const value = stored.get(settingKeys.userPluginSettings);
  const plain = new Map(Object.entries(value === undefined ? {} : splitPluginSecrets(value).plain));
  // A plugin cannot take this id's place: the MCP entry is written last.
  plain.delete(mcpExportPluginID);
  const mcp = mcpExportEntry(stored, mcpSettingKeys);
  if (mcp !== undefined) plain.set(mcpExportPluginID, mcp);
  return value === undefined && mcp === undefined ? undefined : Object.fromEntries(plain);
}

function isPlainObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The export value of a key from the stored settings; undefined leaves the key out. */
export function exportSettingValue(key: ExportValueKey, stored: ReadonlyMap<string, unknown>): unknown {
  const place = exportSettingPlaces.get(key);
  if (!place) return undefined;
  const value = stored.get(place.key);
  if (place.lockedOnly) return isLockedKeyValue(value) ? value : undefined;
  if (key === 'userPluginSettings') return exportedPluginSettings(stored);
  if (place.field === undefined) return value;
  return isPlainObject(value) ? lookupOwn(value, place.field) : undefined;
}

/**
 * The other way, for an import: the stored settings to write for the export record's settings
 * keys. Keys this build has no place for are left out (they would be settings no screen reads);
 * the `default…` parameter keys are merged into the stored parameters object (`stored` gives its
 * current value), so keys the file lacks keep their value.
 */
export function storedSettingsFromExport(
  items: readonly { key: ExportValueKey; value: unknown }[],
  stored: ReadonlyMap<string, unknown>,
): Map<string, unknown> {
  const updates = new Map<string, unknown>();
  for (const { key, value } of items) {
    const place = exportSettingPlaces.get(key);
    if (!place) continue;
    if (key === 'userPluginSettings') {
      // Secrets the person confirmed go where keys live, so they stay on the device until locked.
      const { plain, secrets } = splitPluginSecrets(value);
      for (const [settingKey, setting] of mcpSettingsFromExport(
        lookupOwn(plain, mcpExportPluginID),
        mcpSettingKeys,
      ))
        updates.set(settingKey, setting);
      const { [mcpExportPluginID]: _mcp, ...pluginSettings } = plain;
      updates.set(place.key, pluginSettings);
      for (const secret of secrets) updates.set(secret.key, secret.value);
      continue;
    }
    if (place.field === undefined) {
      updates.set(place.key, value);
      continue;
    }
    const current = updates.get(place.key) ?? stored.get(place.key);
    const fields = new Map(Object.entries(isPlainObject(current) ? current : {}));
    // null in a file means "the provider's default": the stored object leaves the field out.
    if (value === null) fields.delete(place.field);
    else fields.set(place.field, value);
    updates.set(place.key, Object.fromEntries(fields));
  }
  return updates;
}
