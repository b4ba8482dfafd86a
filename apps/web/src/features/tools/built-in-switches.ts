import type { Plugin } from '@confab/core';
import { builtInTool } from './built-in-tools.ts';

/**
 * The record that holds a built-in's on/off switch: a system plugin whose id is the built-in's id
 * (the Plugins screen fills them, features/plugins/built-in-plugins.ts). It has no code of its own,
 * so it is never run as a plugin.
 */
export function isBuiltInRecord(plugin: Plugin): boolean {
  return plugin.system === true && builtInTool(plugin.id) !== undefined;
}

/** A built-in is on until its record says otherwise, so a new device or profile starts with all on. */
export function isBuiltInSwitchedOn(toolID: string, plugins: readonly Plugin[]): boolean {
  const record = plugins.find((plugin) => plugin.id === toolID && isBuiltInRecord(plugin));
  return record?.enabled ?? true;
}
