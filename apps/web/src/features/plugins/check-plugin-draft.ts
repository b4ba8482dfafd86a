import { pluginLimits, type PluginFunction, type PluginUserSetting } from '@confab/core';
import type { PluginDraft, PluginFunctionDraft, PluginSettingDraft } from './plugin-draft.ts';

export type PluginDraftError =
  | 'required'
  | 'invalidFunctionName'
  | 'functionNameInPlugin'
  | 'functionNameTaken'
  | 'invalidJSON'
  | 'notObjectSchema'
  | 'notJSONObject'
  | 'invalidURL'
  | 'duplicateSettingName'
  | 'noChoices'
  | 'notNumber'
  | 'notAChoice'
  | 'tooMany'
  | 'tooLong';

/** Field paths: `title`, `tokenURL`, `userSettings`, `functions.<index>.<field>` or `userSettings.<index>.<field>`. */
export type PluginDraftErrors = ReadonlyMap<string, PluginDraftError>;

export type CheckedPluginDraft =
  | {
      ok: true;
      functions: PluginFunction[];
      userSettings: PluginUserSetting[];
    }
  | { ok: false; errors: PluginDraftErrors };

/** What every vendor accepts as a function name (OpenAI's rule is the strictest). */
export const functionNamePattern = /^[a-zA-Z0-9_-]{1,64}$/;

function parseJSON(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function isJSONObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isHttpURL(text: string): boolean {
  // Templates put `{name}` variables anywhere; a placeholder host still parses.
  const probe = text.trim().replaceAll(/\{[^{}]*\}/g, 'x');
  if (!URL.canParse(probe)) return false;
  const protocol = new URL(probe).protocol;
  return protocol === 'https:' || protocol === 'http:';
}

function checkJSONObjectText(text: string): PluginDraftError | undefined {
  if (text.trim() === '') return undefined;
  // Templates may hold `{name}` variables where JSON wants a value: check with them as strings.
  const parsed = parseJSON(text.replaceAll(/(?<!")\{(\w+)\}(?!")/g, '"{$1}"'));
  if (!parsed.ok) return 'invalidJSON';
  return isJSONObject(parsed.value) ? undefined : 'notJSONObject';
}

function checkFunction(
  draft: PluginFunctionDraft,
  index: number,
  names: { inPlugin: Set<string>; taken: ReadonlySet<string> },
  errors: Map<string, PluginDraftError>,
): PluginFunction | undefined {
  const at = (field: string) => `functions.${String(index)}.${field}`;
  const name = draft.name.trim();
  if (name === '') errors.set(at('name'), 'required');
  else if (!functionNamePattern.test(name)) errors.set(at('name'), 'invalidFunctionName');
  else if (names.inPlugin.has(name)) errors.set(at('name'), 'functionNameInPlugin');
  else if (names.taken.has(name)) errors.set(at('name'), 'functionNameTaken');
  names.inPlugin.add(name);

  const parameters = parseJSON(draft.parameters);
  if (!parameters.ok) errors.set(at('parameters'), 'invalidJSON');
  else if (!isJSONObject(parameters.value) || parameters.value.type !== 'object')
    errors.set(at('parameters'), 'notObjectSchema');

  if (draft.implementationType === 'javascript') {
    if (draft.code.trim() === '') errors.set(at('code'), 'required');
    else if (draft.code.length > pluginLimits.codeCharacters) errors.set(at('code'), 'tooLong');
  } else {
    if (draft.httpURL.trim() === '') errors.set(at('httpURL'), 'required');
    else if (!isHttpURL(draft.httpURL)) errors.set(at('httpURL'), 'invalidURL');
    const headers = checkJSONObjectText(draft.httpHeaders);
    if (headers) errors.set(at('httpHeaders'), headers);
    if (draft.httpBodyFormat === 'json') {
      const body = checkJSONObjectText(draft.httpBody);
      if (body) errors.set(at('httpBody'), body);
    }
  }
  if (draft.description.length > pluginLimits.textCharacters) errors.set(at('description'), 'tooLong');
  if (!parameters.ok || !isJSONObject(parameters.value)) return undefined;

  const description = draft.description.trim();
  const base = {
    id: draft.id,
    openaiSpec: { name, ...(description === '' ? {} : { description }), parameters: parameters.value },
    outputType: draft.outputType,
  };
  if (draft.implementationType === 'javascript')
    return { ...base, implementationType: 'javascript', code: draft.code };
  const headers = draft.httpHeaders.trim();
  const body = draft.httpBody.trim();
  return {
    ...base,
    implementationType: 'http',
    httpAction: {
      id: draft.id,
      method: draft.httpMethod,
      url: draft.httpURL.trim(),
      hasHeaders: headers !== '',
      ...(headers === '' ? {} : { requestHeaders: headers }),
      hasBody: body !== '',
      ...(body === '' ? {} : { requestBody: body }),
      requestBodyFormat: draft.httpBodyFormat,
    },
  };
}

function checkSetting(
  draft: PluginSettingDraft,
  index: number,
  names: Set<string>,
  errors: Map<string, PluginDraftError>,
): PluginUserSetting | undefined {
  const at = (field: string) => `userSettings.${String(index)}.${field}`;
  const name = draft.name.trim();
  const found = errors.size;
  if (name === '') errors.set(at('name'), 'required');
  else if (name.length > pluginLimits.nameCharacters) errors.set(at('name'), 'tooLong');
  else if (names.has(name)) errors.set(at('name'), 'duplicateSettingName');
  names.add(name);
  const values = draft.values
    .split('\n')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  if (draft.type === 'enum' && values.length === 0) errors.set(at('values'), 'noChoices');
  const defaultText = draft.defaultValue.trim();
  const defaultValue = draft.type === 'number' && defaultText !== '' ? Number(defaultText) : defaultText;
  if (typeof defaultValue === 'number' && !Number.isFinite(defaultValue))
    errors.set(at('defaultValue'), 'notNumber');
  if (draft.type === 'enum' && defaultText !== '' && !values.includes(defaultText))
    errors.set(at('defaultValue'), 'notAChoice');
  if (errors.size > found) return undefined;
  const optional = (field: 'label' | 'placeholder' | 'description') => {
    const text = draft[field].trim();
    return text === '' ? {} : { [field]: text };
  };
  return {
    name,
    type: draft.type,
    ...(draft.required ? { required: true } : {}),
    ...optional('label'),
    ...optional('placeholder'),
    ...optional('description'),
    ...(defaultText === '' ? {} : { defaultValue }),
    ...(draft.type === 'enum' ? { values } : {}),
  };
}

/**
 * Save's check of the editor (interop-formats §6): function names follow the vendors' pattern and
 * are unique in the plugin and across installed plugins and built-ins (`takenNames`), parameters
 * are a JSON schema of type object, JavaScript functions have code and HTTP ones a URL, and the
 * settings' names are unique, an enum has choices (its default one of them) and a number's default
 * is a number.
 */
export function checkPluginDraft(draft: PluginDraft, takenNames: ReadonlySet<string>): CheckedPluginDraft {
  const errors = new Map<string, PluginDraftError>();
  if (draft.title.trim() === '') errors.set('title', 'required');
  if (draft.overviewMarkdown.length > pluginLimits.textCharacters) errors.set('overviewMarkdown', 'tooLong');
  const names = { inPlugin: new Set<string>(), taken: takenNames };
  const functions = draft.functions.map((entry, index) => checkFunction(entry, index, names, errors));
  const settingNames = new Set<string>();
  const userSettings = draft.userSettings.map((entry, index) =>
    checkSetting(entry, index, settingNames, errors),
  );
  if (draft.userSettings.length > pluginLimits.userSettings) errors.set('userSettings', 'tooMany');
  if (draft.oauth) {
    if (draft.tokenURL.trim() === '') errors.set('tokenURL', 'required');
    else if (!isHttpURL(draft.tokenURL)) errors.set('tokenURL', 'invalidURL');
    if (draft.authorizationURL.trim() !== '' && !isHttpURL(draft.authorizationURL))
      errors.set('authorizationURL', 'invalidURL');
  }
  const checked = functions.filter((entry) => entry !== undefined);
  const settings = userSettings.filter((entry) => entry !== undefined);
  if (errors.size > 0 || checked.length !== functions.length || settings.length !== userSettings.length)
    return { ok: false, errors };
  return { ok: true, functions: checked, userSettings: settings };
}
