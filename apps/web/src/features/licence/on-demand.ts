// Loaded with the settings screen, not on the first load.
export { LicenceSettingsSection } from './licence-settings-section.tsx';
