import * as z from 'zod/mini';
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
