import * as z from 'zod/mini';
import type { Plugin } from '@confab/core';
import type { PluginSettingValues } from './plugin-runtime.ts';

const settingValueSchema = z.union([z.string().check(z.maxLength(100_000)), z.number(), z.boolean()]);

/**
 * The stored `plugins.userSettings` value (the export record's `userPluginSettings`): each plugin's
 * settings by plugin id, then by setting name.
 */
export const userPluginSettingsSchema = z.record(
  z.string().check(z.maxLength(256)),
  z.record(z.string().check(z.maxLength(256)), settingValueSchema),
);

export type UserPluginSettings = z.infer<typeof userPluginSettingsSchema>;

export const noUserPluginSettings: UserPluginSettings = {};

/** The stored value as maps, so a plugin id or setting name from a file never indexes an object. */
export function pluginSettingsByPlugin(stored: UserPluginSettings): Map<string, PluginSettingValues> {
  return new Map(
    Object.entries(stored).map(([pluginID, values]) => [pluginID, new Map(Object.entries(values))]),
  );
}

/** Each plugin's values with its settings' `defaultValue` where the person left one empty. */
export function withSettingDefaults(
  plugins: readonly Plugin[],
  values: ReadonlyMap<string, PluginSettingValues>,
): Map<string, PluginSettingValues> {
  const result = new Map(values);
  for (const plugin of plugins) {
    const defaults = (plugin.userSettings ?? []).filter((setting) => setting.defaultValue !== undefined);
    if (defaults.length === 0) continue;
    const merged = new Map(values.get(plugin.id));
    for (const setting of defaults) {
      const value = merged.get(setting.name);
      if ((value === undefined || value === '') && setting.defaultValue !== undefined)
        merged.set(setting.name, setting.defaultValue);
    }
    result.set(plugin.id, merged);
  }
  return result;
}
