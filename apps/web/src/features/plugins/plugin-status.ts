import type { Plugin, PluginUserSetting } from '@confab/core';
import type { PluginSettingValues } from '../tools/index.ts';

/** The list's dot (spec §2): gray disabled, green enabled and configured, red enabled but missing settings. */
export type PluginStatus = 'disabled' | 'ready' | 'missing-settings';

function isFilled(value: string | number | boolean | undefined): boolean {
  if (value === undefined) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

/** A setting's value as a runtime sees it: the person's value, else the plugin's default. */
export function effectiveSettingValue(
  setting: PluginUserSetting,
  values: PluginSettingValues,
): string | number | boolean | undefined {
  const value = values.get(setting.name);
  return isFilled(value) ? value : setting.defaultValue;
}

/** Required settings with neither a value nor a default, in the plugin's order. */
export function missingRequiredSettings(plugin: Plugin, values: PluginSettingValues): PluginUserSetting[] {
  return (plugin.userSettings ?? []).filter(
    (setting) => setting.required === true && !isFilled(effectiveSettingValue(setting, values)),
  );
}

export function pluginStatus(plugin: Plugin, values: PluginSettingValues): PluginStatus {
  if (!plugin.enabled) return 'disabled';
  return missingRequiredSettings(plugin, values).length > 0 ? 'missing-settings' : 'ready';
}
