import { describe, expect, it } from 'vitest';
import { defaultHostConfig, parseHostConfig } from '../protocol/index.ts';
import { visibleWorkspaceTabs } from './workspace-tabs.ts';

describe('visibleWorkspaceTabs', () => {
  it('shows every tab on a plain local host', () => {
    expect(visibleWorkspaceTabs(defaultHostConfig)).toEqual([
      'chat',
      'agents',
      'prompts',
      'plugins',
      'models',
      'files',
      'teams',
      'settings',
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

  it('hides Teams on hosted deployments but keeps Files when user keys are allowed', () => {
    const config = parseHostConfig({ hosted: true, managed: true, allowUserAPIKey: true });
    expect(visibleWorkspaceTabs(config)).toContain('files');
    expect(visibleWorkspaceTabs(config)).not.toContain('teams');
  });

  it('falls back to defaults for malformed config', () => {
    expect(parseHostConfig('nonsense')).toEqual(defaultHostConfig);
    expect(parseHostConfig({ managed: 'yes' })).toEqual(defaultHostConfig);
  });
});
