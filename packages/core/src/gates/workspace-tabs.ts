import type { HostConfig } from '../protocol/index.ts';
import { isFeatureBuilt } from './built-features.ts';
import { isChatFeatureOn } from './feature-enabled.ts';

export const workspaceTabs = [
  'chat',
  'agents',
  'prompts',
  'plugins',
  'models',
  'files',
  'teams',
  'settings',
] as const;

export type WorkspaceTab = (typeof workspaceTabs)[number];

/** The "Shown when" column of the spec's workspace bar table, for the features this build has. */
export function isWorkspaceTabShown(config: HostConfig, tab: WorkspaceTab): boolean {
  return isWorkspaceTabAllowed(config, tab) && (!isUnbuiltTab(tab) || isFeatureBuilt(tab));
}

function isUnbuiltTab(tab: WorkspaceTab): tab is 'plugins' | 'files' | 'teams' {
  return tab === 'plugins' || tab === 'files' || tab === 'teams';
}

/** The spec's table alone: what the host allows. */
export function isWorkspaceTabAllowed(config: HostConfig, tab: WorkspaceTab): boolean {
  switch (tab) {
    case 'chat':
    case 'settings':
      return true;
    case 'agents':
      return isChatFeatureOn(config, 'agents');
    case 'prompts':
      return isChatFeatureOn(config, 'promptLibrary');
    case 'plugins':
      return isChatFeatureOn(config, 'usePlugins');
    case 'models':
      return isChatFeatureOn(config, 'modelSettings');
    case 'files':
      return !(config.managed && !config.allowUserAPIKey);
    case 'teams':
      return !config.managed && !config.hosted;
  }
}

export function visibleWorkspaceTabs(config: HostConfig): WorkspaceTab[] {
  return workspaceTabs.filter((tab) => isWorkspaceTabShown(config, tab));
}
