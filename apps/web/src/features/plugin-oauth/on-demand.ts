export { PluginAuthPanel, type PluginAuthPanelProps } from './plugin-auth-panel.tsx';
