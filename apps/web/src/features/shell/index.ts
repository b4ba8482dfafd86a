export { WorkspaceBar, type WorkspaceBarProps } from './workspace-bar.tsx';
export { Sidebar, sidebarElementID, sidebarSearchInputID, type SidebarProps } from './sidebar.tsx';
export { useSidebarOpen } from './use-sidebar-open.ts';
export { useSidebarSwipe } from './use-sidebar-swipe.ts';
export { narrowScreenQuery } from './narrow-screen.ts';
export { workspaceTabIcons, workspaceTabLabels } from './workspace-tab-definitions.tsx';
