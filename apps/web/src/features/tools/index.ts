export { useToolsFor } from './use-tools-for.ts';
export { builtInTool, builtInToolIDs, builtInTools, builtInToolSource } from './built-in-tools.ts';
export type { BuiltInEnvironment, BuiltInTool } from './built-in-tool.ts';
export { ToolCallSteps, type ToolCallStepsProps } from './tool-call-steps.tsx';
export { ToolPicker, type ToolPickerProps } from './tool-picker.tsx';
export { useInstalledPlugins } from './use-installed-plugins.ts';
export {
  noUserPluginSettings,
  pluginSettingsByPlugin,
  userPluginSettingsSchema,
  type UserPluginSettings,
} from './plugin-settings.ts';
export type {
  PluginCallContext,
  PluginRuntime,
  PluginRuntimes,
  PluginSettingValues,
} from './plugin-runtime.ts';
export { WebToolSettings } from './web-tool-settings.tsx';
