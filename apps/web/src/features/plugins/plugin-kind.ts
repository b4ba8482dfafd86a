import type { Plugin } from '@confab/core';
import { isBuiltInRecord } from '../tools/index.ts';

/** A plugin the organisation or the server provides: read-only, no duplicate or delete (spec §6). */
export function isProvidedPlugin(plugin: Plugin): boolean {
  return plugin.isOrgPlugin === true || plugin.isServerPlugin === true;
}

/** What the detail's actions may do with a plugin (spec §6). */
export function pluginPermissions(plugin: Plugin): { edit: boolean; duplicate: boolean; remove: boolean } {
  const provided = isProvidedPlugin(plugin);
  return {
    edit: !provided && plugin.system !== true,
    // A built-in's record has no code: its copy would be a plugin that cannot run.
    duplicate: !provided && !isBuiltInRecord(plugin),
    remove: !provided && plugin.system !== true,
  };
}
