export { builtFeatures, isFeatureBuilt, isSyncCategoryOffered } from './built-features.ts';
export type { ProductFeature } from './built-features.ts';
export { isChatFeatureOn } from './feature-enabled.ts';
export { isPluginsGroupShown } from './plugins-group-shown.ts';
export {
  isWorkspaceTabAllowed,
  isWorkspaceTabShown,
  visibleWorkspaceTabs,
  workspaceTabs,
} from './workspace-tabs.ts';
export type { WorkspaceTab } from './workspace-tabs.ts';
