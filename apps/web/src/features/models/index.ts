export { ModelPicker, type ModelPickerProps } from './model-picker.tsx';
export { MultiModelPicker, type MultiModelPickerProps } from './multi-model-picker.tsx';
export { useAvailableModels } from './use-available-models.ts';
export { useModelDefaults, type ModelDefaults } from './use-model-defaults.ts';
export { useConnectionFor } from './use-connection-for.ts';
export { useConnectionSettings } from './use-connection-settings.ts';
export { LocalModelDiscoveryProvider } from './local-model-discovery.tsx';
export { createLocalModelSession, type LocalModelSession } from './local-model-session.ts';
export type { AvailableModel, CatalogueModel } from './model-list-types.ts';
