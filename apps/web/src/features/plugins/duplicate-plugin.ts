import type { Plugin } from '@confab/core';

export interface DuplicateOptions {
  now: number;
  newID: () => string;
}

/**
 * Spec §4: a duplicate is titled "<title> (Copy)" and made non-system, with a new id and uuid so it
 * syncs and stores OAuth tokens as a plugin of its own. Settings are not copied: they belong to the
 * original's id.
 */
export function duplicatePlugin(plugin: Plugin, { now, newID }: DuplicateOptions): Plugin {
  const { system: _system, preInstalled: _preInstalled, sourceUUID: _sourceUUID, ...rest } = plugin;
  return {
    ...rest,
    id: newID(),
    uuid: newID(),
    title: `${plugin.title} (Copy)`,
    createdAt: now,
    updatedAt: now,
    syncedAt: null,
  };
}
