import { pluginFunctionsOf, type Message, type Plugin, type PluginFunction } from '@confab/core';
import { unknownToolMessage, type OfferedTool, type ToolSource } from '@confab/core/conversation';
import type { PluginRuntimes, PluginSettingValues } from './plugin-runtime.ts';

export interface PluginToolSourceInput {
  /** The installed plugins the chat chose; disabled ones are skipped. */
  plugins: readonly Plugin[];
  /** Each plugin's settings by plugin id. */
  settings: ReadonlyMap<string, PluginSettingValues>;
  runtimes: PluginRuntimes;
  prompt: Message | undefined;
  /** A plugin's OAuth access token, for plugins that connect with OAuth (the OAuth feature's). */
  accessToken?: (plugin: Plugin, userSettings: PluginSettingValues) => Promise<string | undefined>;
  storeImage?: (image: Blob) => Promise<string>;
}

interface Offered {
  plugin: Plugin;
  pluginFunction: PluginFunction;
  tool: OfferedTool;
}

const noSettings: PluginSettingValues = new Map();

/** The offered functions by the name the model calls; the first plugin to claim a name keeps it. */
function offeredFunctions(input: PluginToolSourceInput): Map<string, Offered> {
  const byName = new Map<string, Offered>();
  for (const plugin of input.plugins) {
    if (!plugin.enabled) continue;
    for (const pluginFunction of pluginFunctionsOf(plugin)) {
      const name = pluginFunction.openaiSpec.name;
      if (byName.has(name) || !input.runtimes.has(pluginFunction.implementationType)) continue;
      const { outputType } = pluginFunction;
      byName.set(name, {
        plugin,
        pluginFunction,
        tool: { ...pluginFunction.openaiSpec, ...(outputType === undefined ? {} : { outputType }) },
      });
    }
  }
  return byName;
}

/** Installed plugins as one tool source: each function a tool, run by its implementation type's runtime. */
export function pluginToolSource(input: PluginToolSourceInput): ToolSource {
  const offered = offeredFunctions(input);
  return {
    list: () => [...offered.values()].map((entry) => entry.tool),
    call: async (name, args, signal) => {
      signal.throwIfAborted();
      const entry = offered.get(name);
      const runtime = entry ? input.runtimes.get(entry.pluginFunction.implementationType) : undefined;
      if (!entry || !runtime) throw new Error(unknownToolMessage(name));
      const { plugin, pluginFunction } = entry;
      const userSettings = input.settings.get(plugin.id) ?? noSettings;
      const { accessToken, storeImage } = input;
      return runtime(args, {
        plugin,
        pluginFunction,
        userSettings,
        prompt: input.prompt,
        signal,
        ...(accessToken ? { accessToken: () => accessToken(plugin, userSettings) } : {}),
        ...(storeImage ? { storeImage } : {}),
      });
    },
  };
}
