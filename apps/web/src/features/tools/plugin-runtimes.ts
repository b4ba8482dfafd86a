import type { PluginImplementationType } from '@confab/core';
import { createMcpRuntime, currentMcpConnection, remoteMcpServerURL } from '../mcp/index.ts';
import type { PluginRuntime, PluginRuntimes } from './plugin-runtime.ts';

/**
 * The runtimes of this build. A plugin whose implementation type has no runtime here is listed on
 * the Plugins screen but never offered to a model.
 */
export const pluginRuntimes: PluginRuntimes = new Map<PluginImplementationType, PluginRuntime>([
  ['mcp', createMcpRuntime({ connection: currentMcpConnection, remoteURL: remoteMcpServerURL })],
]);
