/** The rights a licence grants that the plugin rule reads (spec §6 `userCanUse`). */
export interface PluginRights {
  unlimitedPlugins: boolean;
}

/**
 * The built-ins anyone may switch on (spec §4): web search and image generation. Their ids are the
 * names the model calls, as for every built-in tool.
 */
export const alwaysAllowedPluginIDs: ReadonlySet<string> = new Set(['web_search', 'generate_image']);

/** Spec §4: switching a plugin on needs the unlimitedPlugins right, except for the two built-ins above. */
export function mayEnablePlugin(pluginID: string, rights: PluginRights): boolean {
  return rights.unlimitedPlugins || alwaysAllowedPluginIDs.has(pluginID);
}
