import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SSEServerTransport } from '@modelcontextprotocol/sdk/server/sse.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { createMcpOAuth } from './mcp-oauth.ts';
import { createTestMcpServer } from './test-mcp-server.ts';

export interface TestMcpHttpServer {
  /** The MCP endpoint, e.g. `http://127.0.0.1:40123/mcp`. */
  url: string;
  /** Every request the server received, as `METHOD /path`, for tests that check the transport used. */
  requests: string[];
  /** Clients that registered dynamically (only with `oauth`). */
  registeredClients: string[];
  close(): Promise<void>;
}

export interface TestMcpHttpServerOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /**
   * `streamable-http` (the default) or the older `sse` transport, which answers the Streamable HTTP
   * POST with 405 so a client must fall back to opening the event stream with GET.
   */
  transport?: 'streamable-http' | 'sse';
  /** Answer CORS for any page, as a public MCP server meant for browsers does (default false). */
  cors?: boolean;
  /**
   * Require OAuth (MCP's authorization flow: discovery, dynamic client registration, PKCE) before
   * the MCP endpoint answers; the authorization endpoint approves at once (default false).
   */
  oauth?: boolean;
  /** Headers every request to the MCP endpoint must carry (a fixed API key header, say); else 401. */
  requiredHeaders?: Readonly<Record<string, string>>;
}

const endpointPath = '/mcp';
const ssePostPath = '/messages';

/** Stateless Streamable HTTP: a fresh server and transport per request, as the SDK's examples do. */
async function answerStreamableHttp(request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (new URL(request.url ?? '/', 'http://localhost').pathname !== endpointPath) {
    response.writeHead(404).end();
    return;
  }
  if (request.method !== 'POST') {
    response.writeHead(405, { Allow: 'POST' }).end();
    return;
  }
  const server = createTestMcpServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  response.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(request, response);
}

/* eslint-disable @typescript-eslint/no-deprecated -- the SSE transport is deprecated, and still what
   older servers speak: the connector must fall back to it, so the test server offers it. */
function createSseHandler(): (request: IncomingMessage, response: ServerResponse) => Promise<void> {
  const sessions = new Map<string, SSEServerTransport>();
  return async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'GET' && url.pathname === endpointPath) {
      const transport = new SSEServerTransport(ssePostPath, response);
      sessions.set(transport.sessionId, transport);
      response.on('close', () => sessions.delete(transport.sessionId));
      await createTestMcpServer().connect(transport);
      return;
    }
    const session = sessions.get(url.searchParams.get('sessionId') ?? '');
    if (request.method === 'POST' && url.pathname === ssePostPath && session) {
      await session.handlePostMessage(request, response);
      return;
    }
    response.writeHead(request.method === 'POST' ? 405 : 404).end();
  };
}
/* eslint-enable @typescript-eslint/no-deprecated */

/** Adds CORS headers for any origin; answers a preflight itself (then returns true). */
function answeredCors(request: IncomingMessage, response: ServerResponse): boolean {
  response.setHeader('Access-Control-Allow-Origin', '*');
  response.setHeader('Access-Control-Expose-Headers', 'mcp-session-id, www-authenticate');
  if (request.method !== 'OPTIONS') return false;
  response
    .writeHead(204, {
      'Access-Control-Allow-Methods': 'GET, POST, DELETE',
      'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? '*',
    })
    .end();
  return true;
}

/** Starts the test MCP server over HTTP on loopback. */
export function startTestMcpHttpServer(options: TestMcpHttpServerOptions = {}): Promise<TestMcpHttpServer> {
  const requests: string[] = [];
  const answerMcp = options.transport === 'sse' ? createSseHandler() : answerStreamableHttp;
  const oauth = options.oauth === true ? createMcpOAuth(endpointPath) : undefined;
  const answer = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const origin = `http://${request.headers.host ?? '127.0.0.1'}`;
    if (oauth && (await oauth.answer(request, response, origin))) return;
    if (oauth && !oauth.authorised(request)) {
      oauth.refuse(response, origin);
      return;
    }
    const missing = Object.entries(options.requiredHeaders ?? {}).some(
      ([name, value]) => request.headers[name.toLowerCase()] !== value,
    );
    if (missing) {
      response.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"missing header"}');
      return;
    }
    await answerMcp(request, response);
  };
  const server = createServer((request, response) => {
    requests.push(`${request.method ?? ''} ${new URL(request.url ?? '/', 'http://localhost').pathname}`);
    if (options.cors === true && answeredCors(request, response)) return;
    answer(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}${endpointPath}`,
        requests,
        registeredClients: oauth?.registeredClients ?? [],
        close: () =>
          new Promise((resolveClose) => {
            // A `hang` call keeps its response open; end it rather than wait for the client.
            server.closeAllConnections();
            server.close(() => {
              resolveClose();
            });
          }),
      });
    });
  });
}
