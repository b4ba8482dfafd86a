import * as z from 'zod/mini';

/** Bounds on what one /start may ask for; a person's config is a handful of short entries. */
const maxServers = 100;
const maxIDLength = 128;
const maxArguments = 256;
const maxVariables = 256;

const stringMap = z.record(z.string().check(z.minLength(1), z.maxLength(1024)), z.string());

/** A local server the connector starts as a child process and talks to over stdio. */
const stdioServerConfigSchema = z.object({
  command: z.string().check(z.minLength(1), z.maxLength(4096)),
  args: z.optional(z.array(z.string()).check(z.maxLength(maxArguments))),
  env: z.optional(stringMap.check(z.refine((map) => Object.keys(map).length <= maxVariables))),
  cwd: z.optional(z.string().check(z.minLength(1), z.maxLength(4096))),
});

/** A server already running somewhere, reached over Streamable HTTP (or SSE, the older transport). */
const urlServerConfigSchema = z.object({
  url: z.url({ protocol: /^https?$/ }),
  headers: z.optional(stringMap.check(z.refine((map) => Object.keys(map).length <= maxVariables))),
});

export const serverConfigSchema = z.union([stdioServerConfigSchema, urlServerConfigSchema]);

export type StdioServerConfig = z.output<typeof stdioServerConfigSchema>;
export type ServerConfig = z.output<typeof serverConfigSchema>;

/**
 * The Claude-desktop `mcpServers` map. Entries are checked one by one by the start route, so one
 * broken entry is reported under its id while the others still start.
 */
export const startRequestSchema = z.object({
  mcpServers: z
    .record(z.string().check(z.minLength(1), z.maxLength(maxIDLength)), z.unknown())
    .check(z.refine((servers) => Object.keys(servers).length <= maxServers, `At most ${maxServers} servers`)),
});

export const callToolRequestSchema = z.object({
  name: z.string().check(z.minLength(1, 'Tool name is required'), z.maxLength(1024)),
  // The original treats a missing or null `arguments` as `{}`.
  arguments: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
});

export function isStdioConfig(config: ServerConfig): config is StdioServerConfig {
  return 'command' in config;
}

/** The entry as the connector uses it, or undefined when it is neither shape. */
export function parseServerConfig(config: unknown): ServerConfig | undefined {
  const parsed = z.safeParse(serverConfigSchema, config);
  return parsed.success ? parsed.data : undefined;
}
