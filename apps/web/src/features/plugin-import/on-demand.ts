export { ImportPluginButton } from './import-plugin-button.tsx';
export { PluginLinkPopup, sharedPluginFetchDelayMs } from './plugin-link-popup.tsx';
