export { LazyProjectSettingsDialog } from './lazy-project-settings-dialog.tsx';
export type { ProjectSettingsDialogProps } from './project-settings-dialog.tsx';
export { useProjectFolder, type ProjectFolderState } from './use-project-folder.ts';
export { ProjectSettingsButton } from './project-settings-button.tsx';
