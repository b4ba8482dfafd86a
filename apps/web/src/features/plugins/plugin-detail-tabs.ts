import { pluginFunctionsOf, type Plugin } from '@confab/core';
import { isBuiltInRecord } from '../tools/index.ts';
import { isProvidedPlugin } from './plugin-kind.ts';
import type { PluginPanels } from './plugin-panels.ts';

export const pluginDetailTabs = [
  'overview',
  'settings',
  'auth',
  'spec',
  'mcpConnector',
  'source',
  'httpAction',
] as const;

export type PluginDetailTab = (typeof pluginDetailTabs)[number];

/**
 * The tabs that apply to a plugin (spec §2), in the spec's order. Organisation and server plugins
 * show fewer (spec §6): what the person can use and set, not their inner workings.
 */
export function tabsForPlugin(plugin: Plugin, panels: PluginPanels): PluginDetailTab[] {
  const functions = pluginFunctionsOf(plugin);
  const provided = isProvidedPlugin(plugin);
  const shown: Record<PluginDetailTab, boolean> = {
    overview: true,
    settings: (plugin.userSettings ?? []).length > 0,
    auth: plugin.authenticationType === 'AUTH_TYPE_OAUTH' && panels.auth !== undefined,
    spec: !provided,
    mcpConnector:
      functions.some((entry) => entry.implementationType === 'mcp') && panels.mcpConnector !== undefined,
    source:
      !provided &&
      !isBuiltInRecord(plugin) &&
      functions.some((entry) => entry.implementationType === 'javascript' && entry.code !== undefined),
    httpAction: !provided && functions.some((entry) => entry.implementationType === 'http'),
  };
  return pluginDetailTabs.filter((tab) => shown[tab]);
}
