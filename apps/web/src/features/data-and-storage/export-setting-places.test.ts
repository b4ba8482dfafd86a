import { describe, expect, it } from 'vitest';
import { pluginSecretKey } from '@confab/core';
import { exportValueKeys } from '@confab/core/data-export';
import { settingKeys } from '../../storage/setting-keys.ts';
import { exportSettingValue, storedSettingsFromExport } from './export-setting-places.ts';

const stored = new Map<string, unknown>([
  [settingKeys.streaming, false],
  [settingKeys.defaultModel, 'gpt-4o'],
  [settingKeys.defaultParameters, { temperature: 0.4, contextLimit: 12, reasoningEffort: 'high' }],
  [settingKeys.agentSettings, { pinned: ['a-1'] }],
  ['chat.messagesToLoad', 30],
]);

function exported() {
  return exportValueKeys.flatMap((key) => {
    const value = exportSettingValue(key, stored);
    return value === undefined ? [] : [{ key, value }];
  });
}

describe('export setting places', () => {
  it('writes the stored settings under the spec keys, the parameters one by one', () => {
    expect(Object.fromEntries(exported().map(({ key, value }) => [key, value]))).toEqual({
      streaming: false,
      defaultModel: 'gpt-4o',
      defaultTemperature: 0.4,
      defaultContextLimit: 12,
      characterSettings: { pinned: ['a-1'] },
    });
  });

  it('reads them back into the same stored settings, keeping parameter fields the file lacks', () => {
    const before = new Map([[settingKeys.defaultParameters, { reasoningEffort: 'high', topP: 0.9 }]]);
    const updates = storedSettingsFromExport(exported(), before);
    expect(updates.get(settingKeys.streaming)).toBe(false);
    expect(updates.get(settingKeys.defaultParameters)).toEqual({
      reasoningEffort: 'high',
      topP: 0.9,
      temperature: 0.4,
      contextLimit: 12,
    });
    expect(updates.has('chat.messagesToLoad')).toBe(false);
  });

  it('drops a parameter the file sets to null and ignores keys without a place', () => {
    const updates = storedSettingsFromExport(
      [
        { key: 'defaultTopP', value: null },
        { key: 'hiddenButtons', value: ['share'] },
      ],
      new Map([[settingKeys.defaultParameters, { topP: 0.9, temperature: 1 }]]),
    );
    expect([...updates]).toEqual([[settingKeys.defaultParameters, { temperature: 1 }]]);
  });
});

describe('web search settings in an export', () => {
  it('writes the engine and its id; the search key only when it is locked with the password', () => {
    const plain = new Map<string, unknown>([
      [settingKeys.searchEngine, 'https://search.example'],
      [settingKeys.customSearchEngineID, 'cx-1'],
      [settingKeys.customSearchAPIKey, 'AIza-plain'],
    ]);
    expect(exportSettingValue('searchEngine', plain)).toBe('https://search.example');
    expect(exportSettingValue('customSearchEngineID', plain)).toBe('cx-1');
    expect(exportSettingValue('customSearchAPIKey', plain)).toBeUndefined();
    const locked = new Map<string, unknown>([[settingKeys.customSearchAPIKey, 'encrypted-abc']]);
    expect(exportSettingValue('customSearchAPIKey', locked)).toBe('encrypted-abc');
    expect(
      storedSettingsFromExport([{ key: 'customSearchAPIKey', value: 'encrypted-abc' }], new Map()).get(
        settingKeys.customSearchAPIKey,
      ),
    ).toBe('encrypted-abc');
  });
});

describe('plugin settings in a file', () => {
  it('exports only the plain values and imports secrets as keys of their own', () => {
    const withPlugins = new Map<string, unknown>([
      [settingKeys.userPluginSettings, { 'p-1': { UNITS: 'metric', SEARCH_API_KEY: 'sk-1' } }],
    ]);
    expect(exportSettingValue('userPluginSettings', withPlugins)).toEqual({ 'p-1': { UNITS: 'metric' } });
    const updates = storedSettingsFromExport(
      [{ key: 'userPluginSettings', value: { 'p-1': { UNITS: 'metric', SEARCH_API_KEY: 'sk-1' } } }],
      new Map(),
    );
    expect(updates.get(settingKeys.userPluginSettings)).toEqual({ 'p-1': { UNITS: 'metric' } });
    expect(updates.get(pluginSecretKey('p-1', 'SEARCH_API_KEY'))).toBe('sk-1');
  });
});

describe('MCP settings in a file', () => {
  const connector = { url: 'http://localhost:50880', lastSetupServerMode: 'local' };
  const serverConfig = '{"mcpServers":{"files":{"command":"npx","args":["files-server"]}}}';
  const remoteServers = { maths: { url: 'https://mcp.example/mcp' } };
  const disabledTools = { files: ['delete_file'] };

  it('travel as the confab.mcp plugin entry, without the token, and come back where they are read', () => {
    const stored = new Map<string, unknown>([
      [settingKeys.userPluginSettings, { 'p-1': { UNITS: 'metric' } }],
      [settingKeys.mcpConnector, connector],
      [settingKeys.mcpConnectorToken, 'connector-secret'],
      [settingKeys.mcpServerConfig, serverConfig],
      [settingKeys.mcpRemoteServers, remoteServers],
      [settingKeys.mcpDisabledTools, disabledTools],
    ]);
    const exported = exportSettingValue('userPluginSettings', stored);
    expect(JSON.stringify(exported)).not.toContain('connector-secret');
    const updates = storedSettingsFromExport([{ key: 'userPluginSettings', value: exported }], new Map());
    expect(updates.get(settingKeys.userPluginSettings)).toEqual({ 'p-1': { UNITS: 'metric' } });
    expect(updates.get(settingKeys.mcpConnector)).toEqual(connector);
    expect(updates.get(settingKeys.mcpServerConfig)).toBe(serverConfig);
    expect(updates.get(settingKeys.mcpRemoteServers)).toEqual(remoteServers);
    expect(updates.get(settingKeys.mcpDisabledTools)).toEqual(disabledTools);
    expect(updates.has(settingKeys.mcpConnectorToken)).toBe(false);
  });

  it('leaves out a field that is not JSON of its shape, and a plugin cannot pose as the entry', () => {
    const updates = storedSettingsFromExport(
      [
        {
          key: 'userPluginSettings',
          value: {
            'confab.mcp': {
              MCP_CONNECTOR_DETAILS: '{"url": 5}',
              MCP_SERVER_CONFIG: 'not json',
              MCP_REMOTE_SERVERS: JSON.stringify(remoteServers),
            },
          },
        },
      ],
      new Map(),
    );
    expect([...updates.keys()].sort()).toEqual(
      [settingKeys.mcpRemoteServers, settingKeys.userPluginSettings].sort(),
    );
    expect(updates.get(settingKeys.userPluginSettings)).toEqual({});
    const exported = exportSettingValue(
      'userPluginSettings',
      new Map<string, unknown>([
        [settingKeys.userPluginSettings, { 'confab.mcp': { MCP_SERVER_CONFIG: '{}' } }],
      ]),
    );
    expect(exported).toEqual({});
  });
});

describe('suggested keywords in an export', () => {
  it('carries the switch both ways', () => {
    expect(exportSettingValue('suggestKeywords', new Map([[settingKeys.suggestKeywords, true]]))).toBe(true);
    expect(
      storedSettingsFromExport([{ key: 'suggestKeywords', value: false }], new Map()).get(
        settingKeys.suggestKeywords,
      ),
    ).toBe(false);
  });
});
