// The settings screen itself loads on demand: app/lazy-screens.tsx imports its module with import().
export { useAppearance, useApplyAppearance } from './use-appearance.ts';
export { CloudSyncButton } from './cloud-sync-button.tsx';
export { SwitchField, type SwitchFieldProps } from './switch-field.tsx';
