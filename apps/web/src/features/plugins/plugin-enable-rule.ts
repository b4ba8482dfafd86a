/** The rights a licence grants that the plugin rule reads (spec §6 `userCanUse`). */
export interface PluginRights {
  unlimitedPlugins: boolean;
}

/**
 * The built-ins anyone may switch on (spec §4): web search and image generation. Their ids are the
 * names the model calls, as for every built-in tool.
 */
export const alwaysAllowedPluginIDs: ReadonlySet<string> = new Set(['web_search', 'generate_image']);

/**
 * No licence code exists yet, and until it does every plugin is allowed (issue #16 item 7). The
 * licence feature replaces this with the rights of the person's licence.
 */
export const rightsBeforeLicences: PluginRights = { unlimitedPlugins: true };

/** Spec §4: switching a plugin on needs the unlimitedPlugins right, except for the two built-ins above. */
export function mayEnablePlugin(pluginID: string, rights: PluginRights): boolean {
  return rights.unlimitedPlugins || alwaysAllowedPluginIDs.has(pluginID);
}
