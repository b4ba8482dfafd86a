import {
  callToolResultSchema,
  mcpToolsSchema,
  type CallToolResult,
  type McpTool,
} from './connector-schemas.ts';
import { mcpOAuthContext, remoteMcpHeaders } from './mcp-connection.ts';
import type { RequestHeader } from './remote-server-headers.ts';
import { mcpOAuthProvider } from './mcp-oauth-provider.ts';
import { McpSignInRequired } from './mcp-sign-in-required.ts';
import { proxiedMcpFetch } from './proxied-mcp-fetch.ts';

/** An MCP server reached from the page itself, without the connector (issue #17 item 3). */
export interface RemoteMcpServer {
  listTools: () => Promise<McpTool[]>;
  callTool: (name: string, args: Record<string, unknown>, signal: AbortSignal) => Promise<CallToolResult>;
}

const maxToolPages = 20;
const connected = new Map<string, Promise<RemoteMcpServer>>();

/* eslint-disable @typescript-eslint/no-deprecated -- the SSE transport is deprecated, and still what
   older servers speak: like the connector, the page falls back to it. */
/**
 * Connects with the official SDK (loaded on first use, it is large), as the connector does:
 * Streamable HTTP from the page; where that fails short of an HTTP answer (the server allows no
 * cross-origin calls, so the browser hides its answer), Streamable HTTP through Confab's server;
 * then the older SSE transport from the page. A server that requires OAuth gets the SDK's client
 * auth on every path; when no valid token is held the connection fails with McpSignInRequired.
 */
async function connect(url: string, headers: readonly RequestHeader[]): Promise<RemoteMcpServer> {
  const [
    { Client },
    { StreamableHTTPClientTransport, StreamableHTTPError },
    { SSEClientTransport },
    { UnauthorizedError },
  ] = await Promise.all([
    import('@modelcontextprotocol/sdk/client/index.js'),
    import('@modelcontextprotocol/sdk/client/streamableHttp.js'),
    import('@modelcontextprotocol/sdk/client/sse.js'),
    import('@modelcontextprotocol/sdk/client/auth.js'),
  ]);
  const clientInfo = { name: 'confab', version: '1.0.0' };
  const oauth = mcpOAuthContext();
  const auth = {
    ...(oauth ? { authProvider: mcpOAuthProvider(oauth.storage, url, oauth.origin) } : {}),
    // The person's headers (an API key header, say) go with every request of every transport.
    ...(headers.length > 0 ? { requestInit: { headers: Object.fromEntries(headers) } } : {}),
  };
  const attempts = [
    () => new StreamableHTTPClientTransport(new URL(url), auth),
    (directFailure: unknown) => {
      if (directFailure instanceof StreamableHTTPError) return undefined;
      return new StreamableHTTPClientTransport(new URL(url), { ...auth, fetch: proxiedMcpFetch });
    },
    () => new SSEClientTransport(new URL(url), auth),
  ];
  let client = new Client(clientInfo);
  let firstFailure: unknown;
  let connected = false;
  for (const attempt of attempts) {
    const transport = attempt(firstFailure);
    if (transport === undefined) continue;
    client = new Client(clientInfo);
    try {
      await client.connect(transport);
      connected = true;
      break;
    } catch (error) {
      // Another transport would only ask for the same sign-in.
      if (error instanceof UnauthorizedError) throw new McpSignInRequired(url);
      firstFailure ??= error;
    }
  }
  if (!connected) throw firstFailure;
  return {
    listTools: async () => {
      const tools: unknown[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < maxToolPages; page += 1) {
        const answer = await client.listTools(cursor === undefined ? {} : { cursor });
        tools.push(...answer.tools);
        cursor = answer.nextCursor;
        if (cursor === undefined) break;
      }
      return mcpToolsSchema.parse(tools);
    },
    callTool: async (name, args, signal) =>
      callToolResultSchema.parse(await client.callTool({ name, arguments: args }, undefined, { signal })),
  };
}
/* eslint-enable @typescript-eslint/no-deprecated */

/** The server at `url`, connected once per page and set of headers; a failed connection is forgotten so the next call retries. */
export function remoteMcpServer(url: string): Promise<RemoteMcpServer> {
  const headers = remoteMcpHeaders(url);
  const key = connectionKey(url, headers);
  const existing = connected.get(key);
  if (existing) return existing;
  const connecting = connect(url, headers);
  connected.set(key, connecting);
  connecting.catch(() => connected.delete(key));
  return connecting;
}

function connectionKey(url: string, headers: readonly RequestHeader[]): string {
  return `${url}\n${JSON.stringify(headers)}`;
}

/** Forgets a connection that failed mid-use (or whose access changed), so the next call connects afresh. */
export function forgetRemoteMcpServer(url: string): void {
  for (const key of connected.keys()) if (key.startsWith(`${url}\n`)) connected.delete(key);
}
