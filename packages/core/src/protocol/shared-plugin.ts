import * as z from 'zod/mini';

/** Longest shared plugin (its JSON, secrets already left out); code and specs fit many times over. */
export const maxSharedPluginBytes = 512 * 1024;

/** Deepest nesting a shared plugin may have (JSON-schema parameters nest; nothing real goes near). */
export const maxSharedPluginDepth = 32;

const text = z.optional(z.string());
const flag = z.optional(z.boolean());
const anything = z.optional(z.unknown());

/**
 * A user setting as its plugin declares it. Its value lives in the person's plugin settings and is
 * not part of this record; a password setting's default is dropped as well (sharedPluginDataFrom).
 */
const sharedUserSettingSchema = z.object({
  name: z.string(),
  label: text,
  type: text,
  required: flag,
  description: text,
  placeholder: text,
  values: anything,
  defaultValue: anything,
});

/** Where to authorise and trade a code: no client id or secret (those are user settings). */
const sharedOAuthConfigSchema = z.object({
  authorizationURL: text,
  tokenURL: text,
  scopes: anything,
  prompt: text,
  accessType: text,
  contentType: text,
});

const sharedHTTPActionSchema = z.object({
  id: text,
  url: text,
  name: text,
  method: text,
  hasHeaders: flag,
  requestHeaders: text,
  hasBody: flag,
  requestBody: text,
  requestBodyFormat: text,
  hasResultTransform: flag,
  resultTransform: anything,
});

const sharedPluginFunctionSchema = z.object({
  id: text,
  name: text,
  implementationType: text,
  openaiSpec: anything,
  code: text,
  httpAction: z.optional(sharedHTTPActionSchema),
  outputType: text,
});

/**
 * What a shared plugin link holds: the plugin's definition (interop-formats §6 and the stored
 * Plugin's own fields), listed field by field. Anything not listed is dropped on parse, so device
 * state (enabled, sync times, system/organisation flags) and every secret a record might carry
 * (setting values, OAuth client secrets and tokens, MCP connector details) never leave.
 */
export const sharedPluginDataSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(200)),
  uuid: text,
  version: anything,
  title: z.string().check(z.maxLength(500)),
  iconURL: text,
  emoji: text,
  createdAt: z.optional(z.number()),
  updatedAt: z.optional(z.number()),
  githubURL: text,
  sourceUUID: text,
  overviewMarkdown: text,
  implementationType: text,
  authenticationType: text,
  permissions: z.optional(z.array(z.string())),
  userSettings: z.optional(z.array(sharedUserSettingSchema)),
  oauthConfig: z.optional(sharedOAuthConfigSchema),
  dynamicContextEndpoints: anything,
  openaiSpec: anything,
  code: text,
  httpAction: z.optional(sharedHTTPActionSchema),
  outputType: text,
  pluginFunctions: z.optional(z.array(sharedPluginFunctionSchema)),
  /** Only whether the MCP tools were generated; the connector's address and token stay home. */
  mcpDetails: z.optional(z.object({ generated: flag })),
});

export type SharedPluginData = z.infer<typeof sharedPluginDataSchema>;

/** How deep a JSON value nests, stopping as soon as it passes `limit`. */
export function jsonDepthExceeds(value: unknown, limit: number): boolean {
  if (limit < 0) return true;
  if (typeof value !== 'object' || value === null) return false;
  return Object.values(value).some((child) => jsonDepthExceeds(child, limit - 1));
}

/**
 * The shareable form of a plugin record, or undefined when it is not one. Both ends call it: the
 * app before sending, the server again on what arrives (it trusts no client to have stripped).
 */
export function sharedPluginDataFrom(plugin: unknown): SharedPluginData | undefined {
  if (jsonDepthExceeds(plugin, maxSharedPluginDepth)) return undefined;
  const parsed = sharedPluginDataSchema.safeParse(plugin);
  if (!parsed.success) return undefined;
  const { userSettings, ...rest } = parsed.data;
  if (userSettings === undefined) return rest;
  return {
    ...rest,
    userSettings: userSettings.map(({ defaultValue, ...setting }) =>
      setting.type === 'password' || defaultValue === undefined ? setting : { ...setting, defaultValue },
    ),
  };
}

/** POST /api/shared_plugins (bearer token): publishes the plugin; the answer is spec §3 Share result. */
export const sharePluginRequestSchema = z.object({ data: z.record(z.string(), z.unknown()) });

export type SharePluginRequest = z.infer<typeof sharePluginRequestSchema>;

/**
 * GET /api/shared_plugins/{id} (no token), the shape of the shared agent's answer (agents-sync-keys
 * §7): the app opens it from `?import_plugin={id}` after the spec's 2 s delay.
 */
export const sharedPluginResponseSchema = z.object({
  id: z.string().check(z.minLength(1)),
  data: sharedPluginDataSchema,
});

export type SharedPluginResponse = z.infer<typeof sharedPluginResponseSchema>;
