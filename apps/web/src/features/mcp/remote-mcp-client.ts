import {
  callToolResultSchema,
  mcpToolsSchema,
  type CallToolResult,
  type McpTool,
} from './connector-schemas.ts';

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
 * Connects with the official SDK (loaded on first use, it is large): Streamable HTTP first, then the
 * older SSE transport, as the connector does. Works only where the server answers CORS for this page.
 */
async function connect(url: string): Promise<RemoteMcpServer> {
  const [{ Client }, { StreamableHTTPClientTransport }, { SSEClientTransport }] = await Promise.all([
    import('@modelcontextprotocol/sdk/client/index.js'),
    import('@modelcontextprotocol/sdk/client/streamableHttp.js'),
    import('@modelcontextprotocol/sdk/client/sse.js'),
  ]);
  const clientInfo = { name: 'confab', version: '1.0.0' };
  let client = new Client(clientInfo);
  try {
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  } catch {
    client = new Client(clientInfo);
    await client.connect(new SSEClientTransport(new URL(url)));
  }
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

/** The server at `url`, connected once per page; a failed connection is forgotten so the next call retries. */
export function remoteMcpServer(url: string): Promise<RemoteMcpServer> {
  const existing = connected.get(url);
  if (existing) return existing;
  const connecting = connect(url);
  connected.set(url, connecting);
  connecting.catch(() => connected.delete(url));
  return connecting;
}

/** Forgets a connection that failed mid-use, so the next call connects afresh. */
export function forgetRemoteMcpServer(url: string): void {
  connected.delete(url);
}
