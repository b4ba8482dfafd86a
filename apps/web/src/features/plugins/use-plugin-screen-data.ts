import { useIntl } from 'react-intl';
import { pluginFunctionsOf, type Plugin } from '@confab/core';
import {
  builtInTool,
  builtInTools,
  isBuiltInRecord,
  useInstalledPlugins,
  usePluginSettingValues,
  type PluginSettingState,
} from '../tools/index.ts';
import { builtInPluginRecord } from './built-in-plugins.ts';
import type { ListedPlugin } from './plugin-list.tsx';
import { pluginStatus } from './plugin-status.ts';

export interface PluginScreenData {
  builtIns: ListedPlugin[];
  installed: ListedPlugin[];
  settings: PluginSettingState;
}

const noValues = new Map<string, string | number | boolean>();

/**
 * What the screen lists: every built-in (its stored switch, or on when not filled in yet) and the
 * installed plugins, each with its status dot.
 */
export function usePluginScreenData(): PluginScreenData {
  const intl = useIntl();
  const stored = useInstalledPlugins();
  const settings = usePluginSettingValues();
  const listed = (plugin: Plugin): ListedPlugin => {
    const tool = isBuiltInRecord(plugin) ? builtInTool(plugin.id) : undefined;
    return {
      plugin,
      title: tool ? intl.formatMessage(tool.title) : plugin.title,
      status: pluginStatus(plugin, settings.configured.get(plugin.id) ?? noValues),
    };
  };
  const builtIns = builtInTools.map((tool) =>
    listed(
      stored.find((plugin) => plugin.id === tool.id && isBuiltInRecord(plugin)) ?? builtInPluginRecord(tool),
    ),
  );
  const installed = stored.filter((plugin) => !isBuiltInRecord(plugin)).map(listed);
  return { builtIns, installed, settings };
}

/** Function names a plugin being edited may not use: the other plugins' and the built-ins'. */
export function takenFunctionNames(data: PluginScreenData, editedID: string | undefined): Set<string> {
  const names = new Set(builtInTools.map((tool) => tool.id));
  for (const { plugin } of data.installed) {
    if (plugin.id === editedID) continue;
    for (const entry of pluginFunctionsOf(plugin)) names.add(entry.openaiSpec.name);
  }
  return names;
}
