import {
  pluginFunctionsOf,
  type Plugin,
  type PluginFunction,
  type PluginOutputType,
  type PluginUserSetting,
} from '@confab/core';

export type EditableImplementationType = 'javascript' | 'http';

/** One function as the editor holds it: every field text until Save checks it. */
export interface PluginFunctionDraft {
  /** The stored function id (kept on edit), or a new one. */
  id: string;
  name: string;
  description: string;
  /** The JSON schema of the arguments, as JSON text. */
  parameters: string;
  implementationType: EditableImplementationType;
  code: string;
  httpMethod: string;
  httpURL: string;
  /** JSON text, empty for none. */
  httpHeaders: string;
  /** JSON text, empty for none. */
  httpBody: string;
  httpBodyFormat: 'json' | 'form-data';
  outputType: PluginOutputType;
}

export const settingTypes = ['text', 'password', 'email', 'number', 'enum'] as const;

export type SettingType = (typeof settingTypes)[number];

/** One declared setting as the editor holds it. */
export interface PluginSettingDraft {
  /** A key for React only. */
  key: string;
  name: string;
  label: string;
  type: SettingType;
  required: boolean;
  placeholder: string;
  description: string;
  defaultValue: string;
  /** The choices of an enum, one per line. */
  values: string;
}

export function emptySettingDraft(key: string): PluginSettingDraft {
  return {
    key,
    name: '',
    label: '',
    type: 'text',
    required: false,
    placeholder: '',
    description: '',
    defaultValue: '',
    values: '',
  };
}

function settingDraft(setting: PluginUserSetting, index: number): PluginSettingDraft {
  const type = settingTypes.find((candidate) => candidate === setting.type) ?? 'text';
  return {
    key: `setting-${String(index)}`,
    name: setting.name,
    label: setting.label ?? '',
    type,
    required: setting.required === true,
    placeholder: setting.placeholder ?? '',
    description: setting.description ?? '',
    defaultValue: setting.defaultValue === undefined ? '' : String(setting.defaultValue),
    values: (setting.values ?? []).join('\n'),
  };
}

export interface PluginDraft {
  title: string;
  emoji: string;
  overviewMarkdown: string;
  functions: PluginFunctionDraft[];
  /** The settings the person fills in (interop-formats §6 `userSettings`). */
  userSettings: PluginSettingDraft[];
  oauth: boolean;
  authorizationURL: string;
  tokenURL: string;
  scopes: string;
  tokenContentType: 'json' | 'urlencoded';
}

const emptyParameters = JSON.stringify({ type: 'object', properties: {}, required: [] }, null, 2);

export function emptyFunctionDraft(id: string): PluginFunctionDraft {
  return {
    id,
    name: '',
    description: '',
    parameters: emptyParameters,
    implementationType: 'javascript',
    code: '',
    httpMethod: 'GET',
    httpURL: '',
    httpHeaders: '',
    httpBody: '',
    httpBodyFormat: 'json',
    outputType: 'respond_to_ai',
  };
}

export function emptyPluginDraft(functionID: string): PluginDraft {
  return {
    title: '',
    emoji: '',
    overviewMarkdown: '',
    functions: [emptyFunctionDraft(functionID)],
    userSettings: [],
    oauth: false,
    authorizationURL: '',
    tokenURL: '',
    scopes: '',
    tokenContentType: 'json',
  };
}

function functionDraft(pluginFunction: PluginFunction): PluginFunctionDraft {
  const { openaiSpec, httpAction } = pluginFunction;
  return {
    id: pluginFunction.id,
    name: openaiSpec.name,
    description: openaiSpec.description ?? '',
    parameters: JSON.stringify(openaiSpec.parameters ?? { type: 'object', properties: {} }, null, 2),
    implementationType: pluginFunction.implementationType === 'http' ? 'http' : 'javascript',
    code: pluginFunction.code ?? '',
    httpMethod: httpAction?.method ?? 'GET',
    httpURL: httpAction?.url ?? '',
    httpHeaders: httpAction?.hasHeaders === false ? '' : (httpAction?.requestHeaders ?? ''),
    httpBody: httpAction?.hasBody === false ? '' : (httpAction?.requestBody ?? ''),
    httpBodyFormat: httpAction?.requestBodyFormat ?? 'json',
    outputType: pluginFunction.outputType ?? 'respond_to_ai',
  };
}

export function draftFromPlugin(plugin: Plugin): PluginDraft {
  const settings: readonly PluginUserSetting[] = plugin.userSettings ?? [];
  return {
    title: plugin.title,
    emoji: plugin.emoji ?? '',
    overviewMarkdown: plugin.overviewMarkdown ?? '',
    functions: pluginFunctionsOf(plugin).map(functionDraft),
    userSettings: settings.map(settingDraft),
    oauth: plugin.authenticationType === 'AUTH_TYPE_OAUTH',
    authorizationURL: plugin.oauthConfig?.authorizationURL ?? '',
    tokenURL: plugin.oauthConfig?.tokenURL ?? '',
    scopes: plugin.oauthConfig?.scopes ?? '',
    tokenContentType: plugin.oauthConfig?.contentType ?? 'json',
  };
}
