import {
  entityIssueMessages,
  lookupOwn,
  pluginFunctionsOf,
  pluginSchema,
  type Plugin,
  type PluginUserSetting,
  type UuidSource,
} from '../entities/index.ts';

/**
 * The largest plugin file read, in characters. A plugin record may hold 64 functions of bounded
 * code, but real plugin files are a few kilobytes; this keeps a hostile download or file from
 * tying up the page before validation even starts.
 */
export const pluginFileMaxCharacters = 2_000_000;

/** Why a plugin file cannot be installed. The UI words each kind. */
export type PluginFileProblem =
  | { kind: 'too-large'; limit: number }
  | { kind: 'invalid-json' }
  | { kind: 'not-a-plugin' }
  | { kind: 'missing-code' }
  | { kind: 'invalid-field'; detail: string };

export type PluginFileResult = { ok: true; plugin: Plugin } | ({ ok: false } & PluginFileProblem);

export interface PluginFileOptions {
  random: UuidSource;
  now: number;
  /** The text of `implementation.js` found beside a legacy single-function file (interop §6). */
  implementationCode?: string;
  /** Where the file came from, kept as `githubURL` when the file names none. */
  sourceAddress?: string;
}

type RawRecord = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is RawRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses the text of a plugin file; the size is checked before parsing. */
export function parsePluginText(
  text: string,
): { ok: true; value: unknown } | ({ ok: false } & PluginFileProblem) {
  if (text.length > pluginFileMaxCharacters)
    return { ok: false, kind: 'too-large', limit: pluginFileMaxCharacters };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, kind: 'invalid-json' };
  }
}

/**
 * A secret typed by whoever made the file must not become everyone's default: password settings
 * lose their `defaultValue` on import, so a shared or published plugin cannot carry a key along.
 */
function withoutSecretDefaults(settings: unknown): unknown {
  if (!Array.isArray(settings)) return settings;
  return settings.map((setting: unknown) => {
    if (!isRecord(setting) || lookupOwn(setting, 'type') !== 'password') return setting;
    const { defaultValue: _secret, ...rest } = setting as RawRecord & Partial<PluginUserSetting>;
    return rest;
  });
}

/** Fields read from a file, own properties only (a key like `__proto__` is never followed). */
const copiedFields = [
  'title',
  'implementationType',
  'authenticationType',
  'overviewMarkdown',
  'openaiSpec',
  'code',
  'httpAction',
  'outputType',
  'pluginFunctions',
  'permissions',
  'version',
  'iconURL',
  'emoji',
  'githubURL',
  'mcpDetails',
  'oauthConfig',
  'sourceUUID',
] as const;

function ownFields(raw: RawRecord): Record<string, unknown> {
  const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const name of copiedFields) {
    const value = lookupOwn(raw, name);
    if (value !== undefined && value !== null) fields[name] = value;
  }
  return fields;
}

/** A multi-function file's first function names the plugin at the top level, as the record expects. */
function topLevelFromFirstFunction(fields: Record<string, unknown>): void {
  const functions = fields.pluginFunctions;
  if (!Array.isArray(functions) || functions.length === 0) {
    delete fields.pluginFunctions;
    return;
  }
  const first: unknown = functions[0];
  if (!isRecord(first)) return;
  fields.openaiSpec ??= lookupOwn(first, 'openaiSpec');
  fields.implementationType ??= lookupOwn(first, 'implementationType');
}

function ownText(raw: RawRecord, name: string): string | undefined {
  const value = lookupOwn(raw, name);
  return typeof value === 'string' && value.trim() !== '' && value.length <= 256 ? value : undefined;
}

function issueDetail(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  const first = issues[0];
  if (!first) return '';
  return `${first.path.map(String).join('.') || '(plugin)'}: ${first.message}`;
}

/**
 * A plugin file of either form of interop-formats §6 as a plugin record ready to install: a new
 * local `id`, the file's `uuid` kept (it is how "already installed" is recognised; a file without
 * one gets a fresh uuid), switched off, unsynced. Everything is validated and bounded by
 * `pluginSchema`. Whether a function name clashes with installed tools is `planPluginInstall`'s job.
 */
export function pluginFromFile(value: unknown, options: PluginFileOptions): PluginFileResult {
  if (!isRecord(value)) return { ok: false, kind: 'not-a-plugin' };
  const fields = ownFields(value);
  topLevelFromFirstFunction(fields);
  if (fields.openaiSpec === undefined || fields.implementationType === undefined)
    return { ok: false, kind: 'not-a-plugin' };
  const multiFunction = Array.isArray(fields.pluginFunctions);
  if (!multiFunction && fields.code === undefined && options.implementationCode !== undefined)
    fields.code = options.implementationCode;
  if (!multiFunction && fields.implementationType === 'javascript' && typeof fields.code !== 'string')
    return { ok: false, kind: 'missing-code' };
  const userSettings = lookupOwn(value, 'userSettings');
  if (Array.isArray(userSettings)) fields.userSettings = withoutSecretDefaults(userSettings);
  const spec = fields.openaiSpec;
  const specName = isRecord(spec) ? lookupOwn(spec, 'name') : undefined;
  if (typeof fields.title !== 'string' || fields.title.trim() === '')
    fields.title = typeof specName === 'string' ? specName : '';
  if (fields.githubURL === undefined && options.sourceAddress !== undefined)
    fields.githubURL = options.sourceAddress;
  const parsed = pluginSchema.safeParse(
    {
      ...fields,
      id: options.random.uuid(),
      uuid: ownText(value, 'uuid') ?? options.random.uuid(),
      enabled: false,
      createdAt: options.now,
      updatedAt: options.now,
      syncedAt: null,
    },
    { error: entityIssueMessages },
  );
  if (!parsed.success) return { ok: false, kind: 'invalid-field', detail: issueDetail(parsed.error.issues) };
  return { ok: true, plugin: parsed.data };
}

/** The names a plugin's functions are called by, in order (repeats kept, so callers can spot them). */
export function pluginFunctionNames(plugin: Plugin): string[] {
  return pluginFunctionsOf(plugin).map((pluginFunction) => pluginFunction.openaiSpec.name);
}
