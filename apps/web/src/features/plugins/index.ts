export { PluginsScreen, type PluginsScreenProps } from './plugins-screen.tsx';
export type { PluginPanelProps, PluginPanels } from './plugin-panels.ts';
export { alwaysAllowedPluginIDs, mayEnablePlugin, type PluginRights } from './plugin-enable-rule.ts';
export { missingRequiredSettings, pluginStatus, type PluginStatus } from './plugin-status.ts';
export { functionNamePattern } from './check-plugin-draft.ts';
export { usePluginActions, type PluginActions, type SettingValue } from './use-plugin-actions.ts';
