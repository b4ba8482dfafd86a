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

export interface PluginDraft {
  title: string;
  emoji: string;
  overviewMarkdown: string;
  functions: PluginFunctionDraft[];
  /** The settings the person fills in, as a JSON array (interop-formats §6 `userSettings`). */
  userSettings: string;
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
    userSettings: '[]',
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
    userSettings: JSON.stringify(settings, null, 2),
    oauth: plugin.authenticationType === 'AUTH_TYPE_OAUTH',
    authorizationURL: plugin.oauthConfig?.authorizationURL ?? '',
    tokenURL: plugin.oauthConfig?.tokenURL ?? '',
    scopes: plugin.oauthConfig?.scopes ?? '',
    tokenContentType: plugin.oauthConfig?.contentType ?? 'json',
  };
}
