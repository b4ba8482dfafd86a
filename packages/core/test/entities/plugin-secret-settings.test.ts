import { describe, expect, it } from 'vitest';
import { isSecretPluginSetting, parsePluginSecretKey, pluginSecretKey } from '@confab/core/entities';

describe('plugin secrets', () => {
  it('treats password fields and *_SECRET, *_KEY, *_TOKEN names as secrets', () => {
    expect(isSecretPluginSetting({ name: 'apiKey', type: 'password' })).toBe(true);
    expect(isSecretPluginSetting({ name: 'PLUGIN_OAUTH_CLIENT_SECRET' })).toBe(true);
    expect(isSecretPluginSetting({ name: 'SEARCH_API_KEY' })).toBe(true);
    expect(isSecretPluginSetting({ name: 'MCP_CONNECTOR_AUTH_TOKEN' })).toBe(true);
    expect(isSecretPluginSetting({ name: 'PLUGIN_OAUTH_CLIENT_ID' })).toBe(false);
    expect(isSecretPluginSetting({ name: 'UNITS', type: 'enum' })).toBe(false);
  });

  it('keeps each secret in an apiKeys. setting whose key survives any id or name', () => {
    const key = pluginSecretKey('plug.in/1', 'A/B.KEY');
    expect(key.startsWith('apiKeys.')).toBe(true);
    expect(parsePluginSecretKey(key)).toEqual({ pluginID: 'plug.in/1', name: 'A/B.KEY' });
    expect(parsePluginSecretKey('apiKeys.openai')).toBeUndefined();
  });
});
