import { describe, expect, it } from 'vitest';
import type { Plugin } from '../entities/index.ts';
import {
  classifyPluginAddress,
  implementationURLBeside,
  parsePluginText,
  planPluginInstall,
  pluginFromFile,
  pluginToStore,
} from './index.ts';

function counter() {
  let next = 0;
  return { uuid: () => `uuid-${String((next += 1))}` };
}

const options = () => ({ random: counter(), now: 1000 });

const legacyFile = {
  id: 'file-id',
  uuid: 'weather-uuid',
  title: 'Weather',
  emoji: '☀️',
  implementationType: 'javascript',
  openaiSpec: { name: 'get_weather', description: 'Weather', parameters: { type: 'object', properties: {} } },
  userSettings: [
    { name: 'apiKey', type: 'password', defaultValue: 'sk-secret' },
    { name: 'units', type: 'enum', values: ['metric', 'imperial'], defaultValue: 'metric' },
  ],
};

const multiFile = {
  uuid: 'tools-uuid',
  title: 'Two tools',
  pluginFunctions: [
    {
      id: 'f1',
      implementationType: 'http',
      openaiSpec: { name: 'lookup' },
      httpAction: { method: 'GET', url: 'https://example.test/{q}' },
    },
    { id: 'f2', implementationType: 'javascript', openaiSpec: { name: 'shout' }, code: 'function shout(){}' },
  ],
};

describe('pluginFromFile', () => {
  it('reads the legacy form with its implementation.js, switched off, with a new local id', () => {
    const result = pluginFromFile(legacyFile, {
      ...options(),
      implementationCode: 'function get_weather(){}',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.plugin).toMatchObject({
      id: 'uuid-1',
      uuid: 'weather-uuid',
      title: 'Weather',
      enabled: false,
      code: 'function get_weather(){}',
      syncedAt: null,
    });
  });

  it('drops the default of a password setting and keeps other defaults', () => {
    const result = pluginFromFile({ ...legacyFile, code: 'x' }, options());
    if (!result.ok) throw new Error('expected a plugin');
    expect(result.plugin.userSettings).toEqual([
      { name: 'apiKey', type: 'password' },
      { name: 'units', type: 'enum', values: ['metric', 'imperial'], defaultValue: 'metric' },
    ]);
  });

  it('refuses a legacy JavaScript plugin without code', () => {
    expect(pluginFromFile(legacyFile, options())).toMatchObject({ ok: false, kind: 'missing-code' });
  });

  it('reads the multi-function form; the first function names the plugin at the top level', () => {
    const result = pluginFromFile(multiFile, options());
    if (!result.ok) throw new Error('expected a plugin');
    expect(result.plugin.openaiSpec.name).toBe('lookup');
    expect(result.plugin.implementationType).toBe('http');
    expect(result.plugin.pluginFunctions).toHaveLength(2);
  });

  it('gives a file without uuid a fresh one and keeps where it came from', () => {
    const { uuid: _uuid, ...file } = multiFile;
    const result = pluginFromFile(file, { ...options(), sourceAddress: 'https://example.test/p.json' });
    if (!result.ok) throw new Error('expected a plugin');
    expect(result.plugin.uuid).toBe('uuid-2');
    expect(result.plugin.githubURL).toBe('https://example.test/p.json');
  });

  it('never imports a plugin as a system, server or organisation plugin', () => {
    const result = pluginFromFile(
      { ...multiFile, system: true, isServerPlugin: true, isOrgPlugin: true },
      options(),
    );
    if (!result.ok) throw new Error('expected a plugin');
    expect(result.plugin.system).toBeUndefined();
    expect(result.plugin.isServerPlugin).toBeUndefined();
    expect(result.plugin.isOrgPlugin).toBeUndefined();
  });

  it('names the first wrong field', () => {
    const result = pluginFromFile(
      { ...multiFile, pluginFunctions: [{ id: 'f', implementationType: 'ftp', openaiSpec: { name: 'x' } }] },
      options(),
    );
    expect(result).toMatchObject({ ok: false, kind: 'invalid-field' });
    if (result.ok || result.kind !== 'invalid-field') return;
    expect(result.detail).toMatch(/^implementationType|^pluginFunctions\.0\.implementationType/);
  });

  it('refuses what is not a plugin, and bounds the code', () => {
    expect(pluginFromFile([], options())).toMatchObject({ ok: false, kind: 'not-a-plugin' });
    expect(pluginFromFile({ title: 'x' }, options())).toMatchObject({ ok: false, kind: 'not-a-plugin' });
    const huge = pluginFromFile({ ...legacyFile, code: 'x'.repeat(200_001) }, options());
    expect(huge).toMatchObject({ ok: false, kind: 'invalid-field' });
  });

  it('does not follow inherited or prototype keys', () => {
    const value = JSON.parse(
      '{"__proto__": {"title": "evil"}, "openaiSpec": {"name": "a"}, "implementationType": "http"}',
    ) as unknown;
    const result = pluginFromFile(value, options());
    if (!result.ok) throw new Error('expected a plugin');
    expect(result.plugin.title).toBe('a');
  });
});

describe('parsePluginText', () => {
  it('reports broken JSON and oversized text', () => {
    expect(parsePluginText('{')).toMatchObject({ ok: false, kind: 'invalid-json' });
    expect(parsePluginText(' '.repeat(2_000_001))).toMatchObject({ ok: false, kind: 'too-large' });
    expect(parsePluginText('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
  });
});

describe('planPluginInstall', () => {
  const read = (file: unknown, code?: string): Plugin => {
    const result = pluginFromFile(file, {
      ...options(),
      ...(code === undefined ? {} : { implementationCode: code }),
    });
    if (!result.ok) throw new Error('expected a plugin');
    return result.plugin;
  };
  const weather = read(legacyFile, 'code');
  const tools = read(multiFile);

  it('recognises an installed version by uuid and updates it in place', () => {
    const installed: Plugin = { ...weather, id: 'local', enabled: true, createdAt: 5 };
    const plan = planPluginInstall(weather, [installed, tools], { reservedNames: new Set() });
    expect(plan).toEqual({ existing: installed, clashes: [] });
    expect(pluginToStore(weather, plan, { now: 9 })).toMatchObject({
      id: 'local',
      enabled: true,
      createdAt: 5,
      updatedAt: 9,
    });
  });

  it('refuses function names another plugin or a built-in answers to, or repeated ones', () => {
    const other = { ...tools, uuid: 'other' };
    expect(planPluginInstall(other, [tools], { reservedNames: new Set() }).clashes).toEqual([
      'lookup',
      'shout',
    ]);
    expect(planPluginInstall(weather, [], { reservedNames: new Set(['get_weather']) }).clashes).toEqual([
      'get_weather',
    ]);
    const twice = read({
      ...multiFile,
      pluginFunctions: [multiFile.pluginFunctions[1], multiFile.pluginFunctions[1]],
    });
    expect(planPluginInstall(twice, [], { reservedNames: new Set() }).clashes).toEqual(['shout']);
  });

  it('stores a new plugin as read', () => {
    const plan = planPluginInstall(tools, [], { reservedNames: new Set() });
    expect(pluginToStore(tools, plan, { now: 7 })).toMatchObject({
      id: tools.id,
      enabled: false,
      createdAt: 7,
    });
  });
});

describe('classifyPluginAddress', () => {
  const appOrigin = 'https://confab.test';
  const classify = (input: string) => classifyPluginAddress(input, { appOrigin });

  it('reads shared plugin ids and links of this host', () => {
    expect(classify('abc_123')).toEqual({ kind: 'shared', id: 'abc_123' });
    expect(classify('https://confab.test/plugins/abc')).toEqual({ kind: 'shared', id: 'abc' });
    expect(classify('https://confab.test/?import_plugin=abc')).toEqual({ kind: 'shared', id: 'abc' });
    expect(classify('https://other.test/plugins/abc')).toEqual({ kind: 'refused' });
  });

  it('turns code-hosting pages into raw file addresses', () => {
    expect(classify('https://github.com/me/weather')).toEqual({
      kind: 'repository',
      fileURL: 'https://raw.githubusercontent.com/me/weather/HEAD/plugin.json',
      pageURL: 'https://github.com/me/weather',
    });
    expect(classify('https://github.com/me/plugins/tree/main/weather')).toMatchObject({
      fileURL: 'https://raw.githubusercontent.com/me/plugins/main/weather/plugin.json',
    });
    expect(classify('https://github.com/me/p/blob/main/x/plugin.json')).toMatchObject({
      fileURL: 'https://raw.githubusercontent.com/me/p/main/x/plugin.json',
    });
    expect(classify('https://raw.githubusercontent.com/me/p/main/plugin.json')).toMatchObject({
      pageURL: 'https://github.com/me/p/blob/main/plugin.json',
    });
  });

  it('accepts JSON files over https, and over http only from this machine', () => {
    expect(classify('https://example.test/a/plugin.json').kind).toBe('repository');
    expect(classify('http://127.0.0.1:4000/plugin.json').kind).toBe('repository');
    expect(classify('http://example.test/plugin.json').kind).toBe('refused');
    expect(classify('https://example.test/page.html').kind).toBe('refused');
    expect(classify('https://user:pw@example.test/plugin.json').kind).toBe('refused');
    expect(classify('javascript:alert(1)').kind).toBe('refused');
    expect(classify('   ').kind).toBe('missing');
  });

  it('finds implementation.js beside the file', () => {
    expect(implementationURLBeside('https://example.test/a/plugin.json')).toBe(
      'https://example.test/a/implementation.js',
    );
  });
});
