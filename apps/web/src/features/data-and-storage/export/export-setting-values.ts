import { lookupOwn } from '@confab/core';
import type { ExportValueKey } from '@confab/core/data-export';
import { settingKeys } from '../../../storage/setting-keys.ts';

/** A stored setting and, for the global parameters, the field of it an export key names. */
interface StoredSettingPlace {
  key: string;
  field?: string;
}

/**
 * Where each settings key of the export record (spec §3) lives in the settings table. Keys of
 * features this build does not have (search engine, hidden buttons, keyboard shortcuts, plugin
 * settings, …) have no place and are left out of the file; the global model parameters are one
 * stored object, split into the spec's `default…` keys.
 */
export const exportSettingPlaces: ReadonlyMap<ExportValueKey, StoredSettingPlace> = new Map<
  ExportValueKey,
  StoredSettingPlace
>([
  ['streaming', { key: settingKeys.streaming }],
  ['automaticTitle', { key: settingKeys.automaticTitle }],
  ['defaultModel', { key: settingKeys.defaultModel }],
  ['defaultSystemMessage', { key: settingKeys.defaultSystemMessage }],
  ['modelIDsOrder', { key: settingKeys.modelIDsOrder }],
  ['hiddenModelIDs', { key: settingKeys.hiddenModelIDs }],
  ['characterSettings', { key: settingKeys.agentSettings }],
  ['defaultTemperature', { key: settingKeys.defaultParameters, field: 'temperature' }],
  ['defaultTopP', { key: settingKeys.defaultParameters, field: 'topP' }],
  ['defaultTopK', { key: settingKeys.defaultParameters, field: 'topK' }],
  ['defaultMaxTokens', { key: settingKeys.defaultParameters, field: 'maxTokens' }],
  ['defaultPresencePenalty', { key: settingKeys.defaultParameters, field: 'presencePenalty' }],
  ['defaultFrequencyPenalty', { key: settingKeys.defaultParameters, field: 'frequencyPenalty' }],
  ['defaultPromptCachingEnabled', { key: settingKeys.defaultParameters, field: 'promptCaching' }],
  ['defaultContextLimit', { key: settingKeys.defaultParameters, field: 'contextLimit' }],
]);

function isPlainObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The export value of a key from the stored settings; undefined leaves the key out. */
export function exportSettingValue(key: ExportValueKey, stored: ReadonlyMap<string, unknown>): unknown {
  const place = exportSettingPlaces.get(key);
  if (!place) return undefined;
  const value = stored.get(place.key);
  if (place.field === undefined) return value;
  return isPlainObject(value) ? lookupOwn(value, place.field) : undefined;
}
