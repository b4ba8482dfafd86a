import { describe, expect, it } from 'vitest';
import type { Plugin } from '@confab/core';
import { builtInTools } from '../tools/index.ts';
import { builtInPluginRecord, builtInPluginsToFill } from './built-in-plugins.ts';
import { duplicatePlugin } from './duplicate-plugin.ts';
import { tabsForPlugin } from './plugin-detail-tabs.ts';
import { mayEnablePlugin } from './plugin-enable-rule.ts';
import { pluginPermissions } from './plugin-kind.ts';
import { missingRequiredSettings, pluginStatus } from './plugin-status.ts';

function plugin(fields: Partial<Plugin> = {}): Plugin {
  return {
    id: 'p-1',
    uuid: 'u-1',
    title: 'Weather',
    enabled: true,
    implementationType: 'javascript',
    openaiSpec: { name: 'get_weather', parameters: { type: 'object', properties: {} } },
    code: 'function get_weather() { return 1; }',
    userSettings: [
      { name: 'API_KEY', required: true, type: 'password' },
      { name: 'UNITS', required: true, defaultValue: 'metric' },
      { name: 'NOTE' },
    ],
    createdAt: 1,
    updatedAt: 1,
    syncedAt: 5,
    ...fields,
  };
}

describe('status dots', () => {
  it('is gray when switched off, whatever the settings', () => {
    expect(pluginStatus(plugin({ enabled: false }), new Map())).toBe('disabled');
  });

  it('is red while a required setting without a default is empty, green once filled', () => {
    expect(pluginStatus(plugin(), new Map())).toBe('missing-settings');
    expect(pluginStatus(plugin(), new Map([['API_KEY', '  ']]))).toBe('missing-settings');
    expect(pluginStatus(plugin(), new Map([['API_KEY', 'k-123']]))).toBe('ready');
  });

  it('counts a default as filled and lists only what is missing', () => {
    expect(missingRequiredSettings(plugin(), new Map()).map((setting) => setting.name)).toEqual(['API_KEY']);
  });

  it('is green for a plugin without settings', () => {
    expect(pluginStatus(plugin({ userSettings: undefined }), new Map())).toBe('ready');
  });
});

describe('enable rule', () => {
  it('allows web search and image generation without the unlimitedPlugins right', () => {
    expect(mayEnablePlugin('web_search', { unlimitedPlugins: false })).toBe(true);
    expect(mayEnablePlugin('generate_image', { unlimitedPlugins: false })).toBe(true);
  });

  it('needs the right for any other plugin', () => {
    expect(mayEnablePlugin('calculator', { unlimitedPlugins: false })).toBe(false);
    expect(mayEnablePlugin('p-1', { unlimitedPlugins: true })).toBe(true);
  });
});

describe('duplicate', () => {
  it('is titled "(Copy)", non-system, with new ids and unsynced', () => {
    let counter = 0;
    const copy = duplicatePlugin(plugin({ system: true, preInstalled: true }), {
      now: 99,
      newID: () => `new-${String((counter += 1))}`,
    });
    expect(copy).toMatchObject({
      id: 'new-1',
      uuid: 'new-2',
      title: 'Weather (Copy)',
      createdAt: 99,
      updatedAt: 99,
      syncedAt: null,
    });
    expect(copy.system).toBeUndefined();
    expect(copy.preInstalled).toBeUndefined();
    expect(copy.code).toBe(plugin().code);
  });
});

describe('organisation, server and system plugins', () => {
  it('cannot be edited, duplicated or deleted when the organisation or server provides them', () => {
    expect(pluginPermissions(plugin({ isOrgPlugin: true }))).toEqual({
      edit: false,
      duplicate: false,
      remove: false,
    });
    expect(pluginPermissions(plugin({ isServerPlugin: true }))).toEqual({
      edit: false,
      duplicate: false,
      remove: false,
    });
  });

  it('system plugins cannot be edited or deleted but can be copied, except a built-in', () => {
    expect(pluginPermissions(plugin({ system: true }))).toEqual({
      edit: false,
      duplicate: true,
      remove: false,
    });
    const builtIn = builtInTools[0];
    if (!builtIn) throw new Error('no built-ins');
    expect(pluginPermissions(builtInPluginRecord(builtIn)).duplicate).toBe(false);
  });

  it("titles a built-in's record with its English name, a string in the source or a tree in the build", () => {
    const builtIn = builtInTools[0];
    if (!builtIn) throw new Error('no built-ins');
    const fromSource = { ...builtIn, title: { id: 'tool.x', defaultMessage: 'Calculator' } };
    const fromBuild = {
      ...builtIn,
      title: {
        id: 'tool.x',
        defaultMessage: [
          { type: 0, value: 'Calcu' },
          { type: 0, value: 'lator' },
        ],
      },
    } as unknown as typeof builtIn;
    expect(builtInPluginRecord(fromSource).title).toBe('Calculator');
    expect(builtInPluginRecord(fromBuild).title).toBe('Calculator');
  });

  it('shows provided plugins fewer tabs, and Auth or MCP Connector only with a panel', () => {
    const oauth = plugin({ authenticationType: 'AUTH_TYPE_OAUTH' });
    expect(tabsForPlugin(oauth, {})).toEqual(['overview', 'settings', 'spec', 'source']);
    expect(tabsForPlugin(oauth, { auth: () => null })).toEqual([
      'overview',
      'settings',
      'auth',
      'spec',
      'source',
    ]);
    expect(tabsForPlugin(plugin({ isOrgPlugin: true }), {})).toEqual(['overview', 'settings']);
    const http = plugin({
      implementationType: 'http',
      code: undefined,
      httpAction: { method: 'GET', url: 'https://a.test' },
    });
    expect(tabsForPlugin(http, {})).toEqual(['overview', 'settings', 'spec', 'httpAction']);
  });
});

describe('built-ins filled once', () => {
  it('fills every built-in once, switched on, as system records that lose to any edit', () => {
    const filled = builtInPluginsToFill(builtInTools, [], []);
    expect(filled.map((record) => record.id)).toEqual(builtInTools.map((tool) => tool.id));
    expect(filled.every((record) => record.enabled && record.system && record.preInstalled)).toBe(true);
    expect(filled.every((record) => record.updatedAt === 0)).toBe(true);
  });

  it('never fills again what the flag lists or what is stored (switched off elsewhere)', () => {
    const [first, second] = builtInTools;
    if (!first || !second) throw new Error('two built-ins expected');
    const switchedOff = { ...builtInPluginRecord(first), enabled: false, updatedAt: 10 };
    expect(builtInPluginsToFill(builtInTools, [switchedOff], []).map((record) => record.id)).toEqual(
      builtInTools.slice(1).map((tool) => tool.id),
    );
    expect(
      builtInPluginsToFill(
        builtInTools,
        [],
        builtInTools.map((tool) => tool.id),
      ),
    ).toEqual([]);
  });
});
