import { describe, expect, it } from 'vitest';
import { defaultHostConfig, parseHostConfig } from '../protocol/index.ts';
import { isSyncCategoryOffered } from './built-features.ts';
import { isWorkspaceTabAllowed, visibleWorkspaceTabs, workspaceTabs } from './workspace-tabs.ts';
import { syncCategories } from '../sync-rules/index.ts';

describe('visibleWorkspaceTabs', () => {
  it('shows the tab of every built feature on a plain local host, and no placeholder', () => {
    expect(visibleWorkspaceTabs(defaultHostConfig)).toEqual([
      'chat',
      'agents',
      'prompts',
      'plugins',
      'models',
      'files',
      'settings',
    ]);
    // The host would allow them all: Teams is hidden because it is not built.
    expect(workspaceTabs.filter((tab) => isWorkspaceTabAllowed(defaultHostConfig, tab))).toEqual([
      ...workspaceTabs,
    ]);
  });

  it('offers no sync category of a feature not built', () => {
    expect(syncCategories.filter(isSyncCategoryOffered)).toEqual([
      'chats',
      'prompts',
      'characters',
      'plugins',
      'profile',
      'preferences',
      'modelSettings',
      'keyboardShortcuts',
      'customModels',
      'pluginSettings',
      'attachments',
      'apiKeys',
      'knowledge',
    ]);
  });

  it('follows the host flags of the spec table', () => {
    const config = parseHostConfig({
      managed: true,
      allowUserAPIKey: false,
      chatFeatures: { agents: false, promptLibrary: false, usePlugins: false, modelSettings: false },
    });
    expect(visibleWorkspaceTabs(config)).toEqual(['chat', 'settings']);
  });

  it('would hide Teams on hosted deployments but keep Files when user keys are allowed', () => {
    const config = parseHostConfig({ hosted: true, managed: true, allowUserAPIKey: true });
    expect(isWorkspaceTabAllowed(config, 'files')).toBe(true);
    expect(isWorkspaceTabAllowed(config, 'teams')).toBe(false);
  });

  it('hides Files only on a managed host that does not allow user API keys (spec workspace bar table)', () => {
    expect(isWorkspaceTabAllowed(parseHostConfig({ managed: true, allowUserAPIKey: false }), 'files')).toBe(
      false,
    );
    expect(isWorkspaceTabAllowed(parseHostConfig({ managed: true, allowUserAPIKey: true }), 'files')).toBe(
      true,
    );
    expect(isWorkspaceTabAllowed(parseHostConfig({ managed: false, allowUserAPIKey: false }), 'files')).toBe(
      true,
    );
  });

  it('falls back to defaults for malformed config', () => {
    expect(parseHostConfig('nonsense')).toEqual(defaultHostConfig);
    expect(parseHostConfig({ managed: 'yes' })).toEqual(defaultHostConfig);
  });
});
