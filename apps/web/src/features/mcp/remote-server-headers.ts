import * as z from 'zod/mini';

/** Most request headers one remote MCP server may be given, and the longest value. */
export const remoteHeaderLimits = { count: 20, valueLength: 8_192 } as const;

// RFC 9110 token characters: what a header name may be made of.
const headerNamePattern = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** Headers the browser or the MCP transport sets itself; a person's value would break the call. */
const reservedHeaderNames: ReadonlySet<string> = new Set([
  'host',
  'content-length',
  'content-type',
  'connection',
  'transfer-encoding',
  'cookie',
  'origin',
  'accept',
  'mcp-session-id',
  'mcp-protocol-version',
  'last-event-id',
]);

export type RequestHeader = readonly [name: string, value: string];

export type HeaderLinesResult =
  | { ok: true; headers: RequestHeader[] }
  | { ok: false; problem: 'malformed' | 'reserved'; line: number }
  | { ok: false; problem: 'too-many' | 'too-long' };

/**
 * Reads the "Name: value" lines a person typed for a remote server (an API key header, a tenant id).
 * Blank lines are skipped; a malformed or reserved line is reported by its 1-based number.
 */
export function parseHeaderLines(text: string): HeaderLinesResult {
  const headers: RequestHeader[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    const colon = line.indexOf(':');
    const name = colon > 0 ? line.slice(0, colon).trim() : '';
    const value = colon > 0 ? line.slice(colon + 1).trim() : '';
    if (!headerNamePattern.test(name) || value === '')
      return { ok: false, problem: 'malformed', line: index + 1 };
    if (reservedHeaderNames.has(name.toLowerCase()))
      return { ok: false, problem: 'reserved', line: index + 1 };
    if (value.length > remoteHeaderLimits.valueLength) return { ok: false, problem: 'too-long' };
    headers.push([name, value]);
  }
  if (headers.length > remoteHeaderLimits.count) return { ok: false, problem: 'too-many' };
  return { ok: true, headers };
}

/** Headers by server name, as stored (sealed like an API key) under `apiKeys.mcpRemoteHeaders`. */
export const remoteServerHeadersSchema = z.record(
  z.string().check(z.minLength(1), z.maxLength(128)),
  z
    .array(
      z.tuple([
        z.string().check(z.regex(headerNamePattern)),
        z.string().check(z.maxLength(remoteHeaderLimits.valueLength)),
      ]),
    )
    .check(z.maxLength(remoteHeaderLimits.count)),
);

export type RemoteServerHeaders = z.infer<typeof remoteServerHeadersSchema>;

/** The stored text opened: headers by server name, or none when it is missing or unreadable. */
export function readRemoteServerHeaders(plain: string | undefined): Map<string, readonly RequestHeader[]> {
  const none = new Map<string, readonly RequestHeader[]>();
  if (plain === undefined || plain === '') return none;
  try {
    const parsed = remoteServerHeadersSchema.safeParse(JSON.parse(plain));
    return parsed.success ? new Map(Object.entries(parsed.data)) : none;
  } catch {
    return none;
  }
}
