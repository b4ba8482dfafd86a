import { describe, expect, it } from 'vitest';
import { checkPluginDraft } from './check-plugin-draft.ts';
import {
  emptyFunctionDraft,
  emptyPluginDraft,
  emptySettingDraft,
  type PluginDraft,
  type PluginFunctionDraft,
  type PluginSettingDraft,
} from './plugin-draft.ts';
import { pluginFromDraft } from './plugin-from-draft.ts';

function draft(
  fields: Partial<PluginDraft> = {},
  functionFields: Partial<PluginFunctionDraft> = {},
): PluginDraft {
  const base = emptyPluginDraft('f-1');
  return {
    ...base,
    title: 'Weather',
    functions: [
      {
        ...emptyFunctionDraft('f-1'),
        name: 'get_weather',
        code: 'function get_weather() {}',
        ...functionFields,
      },
    ],
    ...fields,
  };
}

const none = new Set<string>();

function errorsOf(result: ReturnType<typeof checkPluginDraft>): Record<string, string> {
  return result.ok ? {} : Object.fromEntries(result.errors);
}

describe('checkPluginDraft', () => {
  it('accepts a complete JavaScript plugin', () => {
    expect(checkPluginDraft(draft(), none).ok).toBe(true);
  });

  it('needs a title, a function name in the vendors pattern and code', () => {
    expect(
      errorsOf(checkPluginDraft(draft({ title: ' ' }, { name: 'get weather', code: '' }), none)),
    ).toEqual({
      title: 'required',
      'functions.0.name': 'invalidFunctionName',
      'functions.0.code': 'required',
    });
    expect(errorsOf(checkPluginDraft(draft({}, { name: 'x'.repeat(65) }), none))).toEqual({
      'functions.0.name': 'invalidFunctionName',
    });
  });

  it('refuses a name another plugin, a built-in or another function of this plugin has', () => {
    expect(errorsOf(checkPluginDraft(draft(), new Set(['get_weather'])))).toEqual({
      'functions.0.name': 'functionNameTaken',
    });
    const twice = draft();
    twice.functions.push({ ...emptyFunctionDraft('f-2'), name: 'get_weather', code: 'x' });
    expect(errorsOf(checkPluginDraft(twice, none))).toEqual({ 'functions.1.name': 'functionNameInPlugin' });
  });

  it('wants parameters as a JSON schema of type object', () => {
    expect(errorsOf(checkPluginDraft(draft({}, { parameters: '{' }), none))).toEqual({
      'functions.0.parameters': 'invalidJSON',
    });
    expect(errorsOf(checkPluginDraft(draft({}, { parameters: '{"type":"string"}' }), none))).toEqual({
      'functions.0.parameters': 'notObjectSchema',
    });
    expect(errorsOf(checkPluginDraft(draft({}, { parameters: '[]' }), none))).toEqual({
      'functions.0.parameters': 'notObjectSchema',
    });
  });

  it('wants an http(s) URL for an HTTP action, with {variables} allowed, and JSON object headers', () => {
    const http = { implementationType: 'http' as const, code: '' };
    expect(errorsOf(checkPluginDraft(draft({}, { ...http, httpURL: '' }), none))).toEqual({
      'functions.0.httpURL': 'required',
    });
    expect(errorsOf(checkPluginDraft(draft({}, { ...http, httpURL: 'ftp://x.test' }), none))).toEqual({
      'functions.0.httpURL': 'invalidURL',
    });
    const good = {
      ...http,
      httpURL: 'https://{HOST}/weather?q={city}',
      httpHeaders: '{"Authorization": "Bearer {API_KEY}"}',
    };
    expect(checkPluginDraft(draft({}, good), none).ok).toBe(true);
    expect(errorsOf(checkPluginDraft(draft({}, { ...good, httpHeaders: '[1]' }), none))).toEqual({
      'functions.0.httpHeaders': 'notJSONObject',
    });
  });

  it('wants settings with unique names, enums with choices and defaults that fit the type', () => {
    const setting = (fields: Partial<PluginSettingDraft>, key: string): PluginSettingDraft => ({
      ...emptySettingDraft(key),
      ...fields,
    });
    const settings = [
      setting({ name: 'A' }, 's1'),
      setting({ name: 'A', required: true }, 's2'),
      setting({ name: '' }, 's3'),
      setting({ name: 'UNITS', type: 'enum' }, 's4'),
      setting({ name: 'SIZE', type: 'enum', values: 'small\nlarge', defaultValue: 'huge' }, 's5'),
      setting({ name: 'COUNT', type: 'number', defaultValue: 'ten' }, 's6'),
    ];
    expect(errorsOf(checkPluginDraft(draft({ userSettings: settings }), none))).toEqual({
      'userSettings.1.name': 'duplicateSettingName',
      'userSettings.2.name': 'required',
      'userSettings.3.values': 'noChoices',
      'userSettings.4.defaultValue': 'notAChoice',
      'userSettings.5.defaultValue': 'notNumber',
    });
  });

  it('turns settings into the record form, typed defaults and choices included', () => {
    const checked = checkPluginDraft(
      draft({
        userSettings: [
          {
            ...emptySettingDraft('s1'),
            name: 'SIZE',
            type: 'enum',
            values: 'small\n large \n',
            defaultValue: 'large',
          },
          { ...emptySettingDraft('s2'), name: 'COUNT', type: 'number', defaultValue: '3', label: 'Count' },
        ],
      }),
      none,
    );
    expect(checked.ok && checked.userSettings).toEqual([
      { name: 'SIZE', type: 'enum', defaultValue: 'large', values: ['small', 'large'] },
      { name: 'COUNT', type: 'number', label: 'Count', defaultValue: 3 },
    ]);
  });

  it('wants a token URL for OAuth', () => {
    expect(errorsOf(checkPluginDraft(draft({ oauth: true }), none))).toEqual({ tokenURL: 'required' });
  });
});

describe('pluginFromDraft', () => {
  it('writes both forms, unsynced, and keeps the id, uuid, switch and creation time on edit', () => {
    const checked = checkPluginDraft(
      draft({ userSettings: [{ ...emptySettingDraft('s1'), name: 'API_KEY', required: true }] }),
      none,
    );
    if (!checked.ok) throw new Error('draft should pass');
    const added = pluginFromDraft(draft(), checked, { existing: undefined, now: 5, newID: () => 'id-1' });
    expect(added).toMatchObject({
      id: 'id-1',
      enabled: true,
      title: 'Weather',
      implementationType: 'javascript',
      openaiSpec: { name: 'get_weather' },
      code: 'function get_weather() {}',
      userSettings: [{ name: 'API_KEY', type: 'text', required: true }],
      authenticationType: 'AUTH_TYPE_NONE',
      createdAt: 5,
      syncedAt: null,
    });
    expect(added.pluginFunctions).toHaveLength(1);
    const edited = pluginFromDraft(draft({ title: 'Weather 2' }), checked, {
      existing: { ...added, enabled: false, syncedAt: 9 },
      now: 8,
      newID: () => 'other',
    });
    expect(edited).toMatchObject({
      id: 'id-1',
      uuid: 'id-1',
      enabled: false,
      createdAt: 5,
      updatedAt: 8,
      syncedAt: null,
    });
  });
});
