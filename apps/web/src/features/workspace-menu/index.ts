export { WorkspaceMenuButton } from './workspace-menu-button.tsx';
