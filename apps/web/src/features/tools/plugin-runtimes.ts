import type { PluginImplementationType } from '@confab/core';
import { javascriptPluginRuntime } from '../plugin-sandbox/index.ts';
import { httpPluginRuntime } from '../http-plugins/index.ts';
import { createMcpRuntime, currentMcpConnection, remoteMcpServerURL } from '../mcp/index.ts';
import type { PluginRuntime, PluginRuntimes } from './plugin-runtime.ts';

/**
 * The runtimes of this build. A plugin whose implementation type has no runtime here is listed on
 * the Plugins screen but never offered to a model.
 */
export const pluginRuntimes: PluginRuntimes = new Map<PluginImplementationType, PluginRuntime>([
  ['javascript', javascriptPluginRuntime],
  ['http', httpPluginRuntime],
  ['mcp', createMcpRuntime({ connection: currentMcpConnection, remoteURL: remoteMcpServerURL })],
]);
