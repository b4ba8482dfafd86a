export { StorageManagerDialog } from './storage-manager-dialog.tsx';
export { StorageSection } from './storage-section.tsx';
