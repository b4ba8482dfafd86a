import type { PluginImplementationType } from '@confab/core';
import type { PluginRuntime, PluginRuntimes } from './plugin-runtime.ts';

type LoadedRuntimes = typeof import('./plugin-runtimes-loaded.ts');

let loaded: Promise<LoadedRuntimes> | undefined;

/**
 * A runtime whose code loads on its first call: listing a plugin's tools needs only the types that
 * have a runtime, so the runtimes (the sandbox, HTTP actions, MCP) are not on the first load.
 */
function loadedOnFirstCall(pick: (runtimes: LoadedRuntimes) => PluginRuntime): PluginRuntime {
  return async (args, context) => {
    loaded ??= import('./plugin-runtimes-loaded.ts');
    return pick(await loaded)(args, context);
  };
}

/**
 * The runtimes of this build. A plugin whose implementation type has no runtime here is listed on
 * the Plugins screen but never offered to a model.
 */
export const pluginRuntimes: PluginRuntimes = new Map<PluginImplementationType, PluginRuntime>([
  ['javascript', loadedOnFirstCall((runtimes) => runtimes.javascriptPluginRuntime)],
  ['http', loadedOnFirstCall((runtimes) => runtimes.httpPluginRuntime)],
  ['mcp', loadedOnFirstCall((runtimes) => runtimes.mcpRuntime)],
]);
