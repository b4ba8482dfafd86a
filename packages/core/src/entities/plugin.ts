import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { recordTimesShape } from './record.ts';

export const pluginImplementationTypes = ['http', 'javascript', 'mcp'] as const;
export const pluginOutputTypes = ['respond_to_ai', 'render_markdown', 'render_html'] as const;

/**
 * Sizes a plugin record may reach. Plugins arrive from files, links and sync, so every text and
 * list is bounded: a hostile plugin cannot bloat storage or a sync payload.
 */
export const pluginLimits = {
  codeCharacters: 200_000,
  textCharacters: 100_000,
  functions: 64,
  userSettings: 64,
  nameCharacters: 256,
} as const;

const boundedText = z.string().check(z.maxLength(pluginLimits.textCharacters));
const boundedName = z.string().check(z.minLength(1), z.maxLength(pluginLimits.nameCharacters));

/** The OpenAI function spec is the tool format for every provider (ARCHITECTURE §4). */
export const openaiFunctionSpecSchema = lazySchema(() =>
  z.object({
    name: boundedName,
    description: z.optional(boundedText),
    parameters: z.optional(z.record(z.string(), z.unknown())),
  }),
);

/** A setting the person fills in for a plugin (interop-formats §6); code reads it by `name`. */
export const pluginUserSettingSchema = lazySchema(() =>
  z.object({
    name: boundedName,
    label: z.optional(z.string()),
    description: z.optional(z.string()),
    required: z.optional(z.boolean()),
    /** text (the default), password, email, number or enum. */
    type: z.optional(z.string()),
    placeholder: z.optional(z.string()),
    /** The choices of an `enum` setting. */
    values: z.optional(z.array(z.string()).check(z.maxLength(256))),
    defaultValue: z.optional(z.union([z.string(), z.number(), z.boolean()])),
  }),
);

export const httpResultTransformSchema = lazySchema(() =>
  z.union([
    z.object({ engine: z.literal('handlebars'), templateString: boundedText }),
    z.object({ engine: z.literal('jmes'), expression: boundedText }),
  ]),
);

/**
 * A described HTTP call. `url`, `requestHeaders` and `requestBody` are templates whose `{name}`
 * variables are the function's parameters and the person's settings; headers and body are JSON
 * text, as in the plugin files of other apps.
 */
export const pluginHttpActionSchema = lazySchema(() =>
  z.object({
    id: z.optional(z.string()),
    name: z.optional(z.string()),
    method: z.string().check(z.maxLength(16)),
    url: boundedText,
    hasHeaders: z.optional(z.boolean()),
    requestHeaders: z.optional(boundedText),
    hasBody: z.optional(z.boolean()),
    requestBody: z.optional(boundedText),
    requestBodyFormat: z.optional(z.enum(['json', 'form-data'])),
    hasResultTransform: z.optional(z.boolean()),
    resultTransform: z.optional(httpResultTransformSchema),
  }),
);

export const pluginOAuthConfigSchema = lazySchema(() =>
  z.object({
    authorizationURL: z.optional(z.string()),
    tokenURL: z.string(),
    /** Space-separated, as the authorization request sends them. */
    scopes: z.optional(z.string()),
    prompt: z.optional(z.string()),
    accessType: z.optional(z.string()),
    contentType: z.enum(['json', 'urlencoded']),
  }),
);

/** One function of a multi-function plugin (interop-formats §6 `pluginFunctions[]`). */
export const pluginFunctionSchema = lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1), z.maxLength(pluginLimits.nameCharacters)),
    implementationType: z.enum(pluginImplementationTypes),
    openaiSpec: openaiFunctionSpecSchema,
    code: z.optional(z.string().check(z.maxLength(pluginLimits.codeCharacters))),
    httpAction: z.optional(pluginHttpActionSchema),
    outputType: z.optional(z.enum(pluginOutputTypes)),
  }),
);

/**
 * An installed plugin; field names follow workspace spec §3 and interop-formats §6. The top-level
 * `openaiSpec`, `implementationType`, `code`, `httpAction` and `outputType` describe a
 * single-function plugin (the legacy form); a plugin with `pluginFunctions` offers those instead
 * and its top-level spec names the plugin's first function. Read functions through
 * `pluginFunctionsOf`, never one form directly.
 */
export const pluginSchema = lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    uuid: z.string().check(z.minLength(1)),
    title: z.string(),
    enabled: z.boolean(),
    system: z.optional(z.boolean()),
    isOrgPlugin: z.optional(z.boolean()),
    isServerPlugin: z.optional(z.boolean()),
    preInstalled: z.optional(z.boolean()),
    implementationType: z.enum(pluginImplementationTypes),
    authenticationType: z.optional(z.string()),
    userSettings: z.optional(z.array(pluginUserSettingSchema).check(z.maxLength(pluginLimits.userSettings))),
    overviewMarkdown: z.optional(boundedText),
    openaiSpec: openaiFunctionSpecSchema,
    code: z.optional(z.string().check(z.maxLength(pluginLimits.codeCharacters))),
    httpAction: z.optional(pluginHttpActionSchema),
    outputType: z.optional(z.enum(pluginOutputTypes)),
    pluginFunctions: z.optional(z.array(pluginFunctionSchema).check(z.maxLength(pluginLimits.functions))),
    /** e.g. `read_user_message`: the code then receives the person's message in `resources`. */
    permissions: z.optional(z.array(z.string()).check(z.maxLength(32))),
    version: z.optional(z.union([z.string(), z.number()])),
    iconURL: z.optional(z.string()),
    emoji: z.optional(z.string().check(z.maxLength(32))),
    githubURL: z.optional(z.string()),
    mcpDetails: z.optional(z.object({ generated: z.optional(z.boolean()) })),
    oauthConfig: z.optional(pluginOAuthConfigSchema),
    sourceUUID: z.optional(z.string()),
    ...recordTimesShape,
  }),
);

export type Plugin = z.infer<typeof pluginSchema>;
export type PluginImplementationType = (typeof pluginImplementationTypes)[number];
export type PluginOutputType = (typeof pluginOutputTypes)[number];
export type PluginFunction = z.infer<typeof pluginFunctionSchema>;
export type PluginHttpAction = z.infer<typeof pluginHttpActionSchema>;
export type PluginUserSetting = z.infer<typeof pluginUserSettingSchema>;
export type PluginOAuthConfig = z.infer<typeof pluginOAuthConfigSchema>;

/** The functions a plugin offers, whichever of the two forms it is stored in. */
export function pluginFunctionsOf(plugin: Plugin): readonly PluginFunction[] {
  if (plugin.pluginFunctions !== undefined && plugin.pluginFunctions.length > 0)
    return plugin.pluginFunctions;
  return [
    {
      id: plugin.id,
      implementationType: plugin.implementationType,
      openaiSpec: plugin.openaiSpec,
      ...(plugin.code === undefined ? {} : { code: plugin.code }),
      ...(plugin.httpAction === undefined ? {} : { httpAction: plugin.httpAction }),
      ...(plugin.outputType === undefined ? {} : { outputType: plugin.outputType }),
    },
  ];
}
