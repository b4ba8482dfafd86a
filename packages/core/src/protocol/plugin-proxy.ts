import * as z from 'zod/mini';

/**
 * Limits of the plugin proxy (docs/plugins.md "The server proxy"). A plugin's request body and a
 * fetched answer are bounded so one call cannot tie up the server's memory; the time bound covers
 * every redirect of one call.
 */
export const pluginProxyLimits = {
  urlCharacters: 8_192,
  headers: 64,
  headerCharacters: 8_192,
  requestBodyBytes: 1024 * 1024,
  responseBodyBytes: 2 * 1024 * 1024,
  timeoutMs: 20_000,
  redirects: 5,
} as const;

export const pluginProxyMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

const headerText = z.string().check(z.maxLength(pluginProxyLimits.headerCharacters));

/**
 * POST /api/plugin-proxy: the call an HTTP plugin (or the web page reader) makes when the browser
 * cannot. Only what the plugin's template set is sent on: the proxy adds none of Confab's headers.
 */
export const pluginProxyRequestSchema = z.object({
  url: z.string().check(z.minLength(1), z.maxLength(pluginProxyLimits.urlCharacters)),
  method: z.enum(pluginProxyMethods),
  headers: z.optional(
    z
      .array(z.tuple([z.string().check(z.minLength(1), z.maxLength(256)), headerText]))
      .check(z.maxLength(pluginProxyLimits.headers)),
  ),
  /** Text of the body (JSON, or multipart encoded by the browser); its content type is among headers. */
  body: z.optional(z.string()),
});

export type PluginProxyRequest = z.infer<typeof pluginProxyRequestSchema>;

/**
 * The target's answer, whatever its status: a 404 of the target is a 200 of the proxy with
 * `status: 404`. The proxy's own refusals are `{ userMessage }` with a 4xx, or 502 when the target
 * could not be reached.
 */
/**
 * The target's response headers the proxy hands back besides the content type: those a remote MCP
 * server's Streamable HTTP session needs (its session id and protocol version, an auth challenge, a
 * retry hint). Nothing else of the target's headers reaches the page (no cookies).
 */
export const pluginProxyExposedHeaders = [
  'mcp-session-id',
  'mcp-protocol-version',
  'www-authenticate',
  'retry-after',
] as const;

export const pluginProxyResponseSchema = z.object({
  status: z.number(),
  /** The address that answered, after redirects. */
  url: z.string(),
  contentType: z.optional(z.string()),
  /** Of `pluginProxyExposedHeaders`, those the target sent, lower-case names. */
  headers: z.optional(z.array(z.tuple([z.string(), z.string()]))),
  body: z.string(),
});

export type PluginProxyResponse = z.infer<typeof pluginProxyResponseSchema>;
