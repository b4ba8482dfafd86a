export { useToolsFor } from './use-tools-for.ts';
export { isBuiltInRecord, isBuiltInSwitchedOn } from './built-in-switches.ts';
export { builtInTool, builtInToolIDs, builtInTools, builtInToolSource } from './built-in-tools.ts';
export type { BuiltInEnvironment, BuiltInTool } from './built-in-tool.ts';
export { ToolPicker, type ToolPickerProps } from './tool-picker.tsx';
export { useInstalledPlugins } from './use-installed-plugins.ts';
export {
  noUserPluginSettings,
  pluginSettingsByPlugin,
  withSettingDefaults,
  userPluginSettingsSchema,
  type UserPluginSettings,
} from './plugin-settings.ts';
export type {
  PluginCallContext,
  PluginRuntime,
  PluginRuntimes,
  PluginSettingValues,
} from './plugin-runtime.ts';
export {
  usePluginSettingValues,
  type PluginSettingState,
  type StoredPluginSecret,
} from './use-plugin-setting-values.ts';
