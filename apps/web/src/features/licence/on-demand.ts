// Loaded with the settings screen, not on the first load.
export { LicenceSettingsSection } from './licence-settings-section.tsx';
// The shell's host, mounted after the first screen (app/deferred-hosts.tsx).
export { LicenceHost } from './licence-host.tsx';
