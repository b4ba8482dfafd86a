import * as z from 'zod/mini';
import { recordTimesShape } from './record.ts';

export const pluginImplementationTypes = ['http', 'javascript', 'mcp'] as const;

/** The OpenAI function spec is the tool format for every provider (ARCHITECTURE §4). */
export const openaiFunctionSpecSchema = z.object({
  name: z.string().check(z.minLength(1)),
  description: z.optional(z.string()),
  parameters: z.optional(z.record(z.string(), z.unknown())),
});

export const pluginUserSettingSchema = z.object({
  name: z.string().check(z.minLength(1)),
  label: z.optional(z.string()),
  description: z.optional(z.string()),
  required: z.optional(z.boolean()),
  type: z.optional(z.string()),
});

/** An installed plugin; field names follow workspace spec §3. */
export const pluginSchema = z.object({
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
  userSettings: z.optional(z.array(pluginUserSettingSchema)),
  overviewMarkdown: z.optional(z.string()),
  openaiSpec: openaiFunctionSpecSchema,
  code: z.optional(z.string()),
  httpAction: z.optional(z.object({ method: z.string(), url: z.string() })),
  mcpDetails: z.optional(z.object({ generated: z.optional(z.boolean()) })),
  oauthConfig: z.optional(z.object({ tokenURL: z.string(), contentType: z.enum(['json', 'urlencoded']) })),
  sourceUUID: z.optional(z.string()),
  ...recordTimesShape,
});

export type Plugin = z.infer<typeof pluginSchema>;
export type PluginImplementationType = (typeof pluginImplementationTypes)[number];
