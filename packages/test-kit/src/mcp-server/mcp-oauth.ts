// The authorization an MCP server may require (MCP spec "Authorization"): protected-resource
// metadata naming this server as its own authorization server, authorization-server metadata,
// dynamic client registration, an authorization endpoint that approves at once (no person in a
// test), PKCE S256 and bearer tokens on the MCP endpoint. Real enough that the SDK's client runs
// its whole flow unchanged.
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

interface PendingCode {
  clientID: string;
  redirectURI: string;
  codeChallenge: string;
}

export interface McpOAuth {
  /** Answers the OAuth routes; returns false for any other path. */
  answer(request: IncomingMessage, response: ServerResponse, origin: string): Promise<boolean>;
  /** True when the request carries a token this server issued. */
  authorised(request: IncomingMessage): boolean;
  /** The 401 a client without a valid token gets, pointing at the metadata. */
  refuse(response: ServerResponse, origin: string): void;
  /** Clients that registered, for tests that check dynamic registration happened. */
  registeredClients: string[];
}

const protectedResourcePath = '/.well-known/oauth-protected-resource';
const authorizationServerPath = '/.well-known/oauth-authorization-server';
const maximumBody = 64 * 1024;

function token(prefix: string): string {
  return `${prefix}-${randomBytes(16).toString('base64url')}`;
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request as AsyncIterable<Buffer>) {
    text += chunk.toString('utf8');
    if (text.length > maximumBody) throw new Error('Body too large');
  }
  return text;
}

function challengeOf(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export function createMcpOAuth(mcpPath: string): McpOAuth {
  const clients = new Map<string, readonly string[]>();
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Set<string>();
  const registeredClients: string[] = [];

  const metadata = (origin: string) => ({
    issuer: origin,
    authorization_endpoint: `${origin}/authorize`,
    token_endpoint: `${origin}/token`,
    registration_endpoint: `${origin}/register`,
    response_types_supported: ['code'],
    grant_types_supported: ['authorization_code'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['none'],
  });

  async function register(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = JSON.parse(await readBody(request)) as { redirect_uris?: unknown };
    const redirectURIs = Array.isArray(body.redirect_uris) ? body.redirect_uris.map(String) : [];
    if (redirectURIs.length === 0) {
      sendJson(response, 400, { error: 'invalid_redirect_uri' });
      return;
    }
    const clientID = token('client');
    clients.set(clientID, redirectURIs);
    registeredClients.push(clientID);
    sendJson(response, 201, {
      ...body,
      client_id: clientID,
      client_id_issued_at: Math.floor(Date.now() / 1000),
    });
  }

  function authorize(url: URL, response: ServerResponse): void {
    const clientID = url.searchParams.get('client_id') ?? '';
    const redirectURI = url.searchParams.get('redirect_uri') ?? '';
    const challenge = url.searchParams.get('code_challenge') ?? '';
    if (
      !clients.get(clientID)?.includes(redirectURI) ||
      url.searchParams.get('code_challenge_method') !== 'S256'
    ) {
      sendJson(response, 400, { error: 'invalid_request' });
      return;
    }
    const code = token('code');
    codes.set(code, { clientID, redirectURI, codeChallenge: challenge });
    const back = new URL(redirectURI);
    back.searchParams.set('code', code);
    const state = url.searchParams.get('state');
    if (state !== null) back.searchParams.set('state', state);
    response.writeHead(302, { location: back.href }).end();
  }

  async function exchange(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const fields = new URLSearchParams(await readBody(request));
    const pending = codes.get(fields.get('code') ?? '');
    codes.delete(fields.get('code') ?? '');
    const valid =
      fields.get('grant_type') === 'authorization_code' &&
      pending !== undefined &&
      pending.clientID === fields.get('client_id') &&
      pending.redirectURI === fields.get('redirect_uri') &&
      pending.codeChallenge === challengeOf(fields.get('code_verifier') ?? '');
    if (!valid) {
      sendJson(response, 400, { error: 'invalid_grant' });
      return;
    }
    const accessToken = token('access');
    accessTokens.add(accessToken);
    sendJson(response, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3600 });
  }

  return {
    registeredClients,
    authorised: (request) => {
      const header = request.headers.authorization ?? '';
      return header.startsWith('Bearer ') && accessTokens.has(header.slice('Bearer '.length));
    },
    refuse: (response, origin) => {
      response
        .writeHead(401, {
          'www-authenticate': `Bearer resource_metadata="${origin}${protectedResourcePath}${mcpPath}"`,
          'content-type': 'application/json',
        })
        .end(JSON.stringify({ error: 'invalid_token' }));
    },
    answer: async (request, response, origin) => {
      const url = new URL(request.url ?? '/', origin);
      if (request.method === 'GET' && url.pathname.startsWith(protectedResourcePath)) {
        sendJson(response, 200, { resource: `${origin}${mcpPath}`, authorization_servers: [origin] });
        return true;
      }
      if (request.method === 'GET' && url.pathname.startsWith(authorizationServerPath)) {
        sendJson(response, 200, metadata(origin));
        return true;
      }
      if (request.method === 'POST' && url.pathname === '/register') {
        await register(request, response);
        return true;
      }
      if (request.method === 'GET' && url.pathname === '/authorize') {
        authorize(url, response);
        return true;
      }
      if (request.method === 'POST' && url.pathname === '/token') {
        await exchange(request, response);
        return true;
      }
      return false;
    },
  };
}
