// A small real OAuth 2 authorization server on loopback for tests of plugin OAuth: authorization
// code with PKCE (S256 only), refresh tokens, JSON or form token requests, one-shot failures, and
// an API that the tokens protect.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerPreflight, applyCorsHeaders } from '../mock-provider/cors.ts';
import { readTokenRequestBody } from './read-form-or-json.ts';
import type { OAuthFailure, OAuthServerOptions, OAuthTestServer, RecordedTokenRequest } from './types.ts';

interface CodeGrant {
  redirectURI: string;
  codeChallenge: string;
  scope: string;
}

interface IssuedToken {
  scope: string;
  expiresAt: number;
}

function randomToken(prefix: string): string {
  return `${prefix}-${randomBytes(16).toString('base64url')}`;
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

export async function startOAuthServer(options: OAuthServerOptions = {}): Promise<OAuthTestServer> {
  const clientID = options.clientID ?? 'test-client';
  const clientSecret = options.clientSecret ?? 'test-secret';
  let accessTokenLifetime = options.accessTokenLifetime ?? 3600;
  const refreshTokenLifetime = options.refreshTokenLifetime ?? 86_400;
  const codes = new Map<string, CodeGrant>();
  const accessTokens = new Map<string, IssuedToken>();
  const refreshTokens = new Map<string, IssuedToken>();
  const failures: OAuthFailure[] = [];
  const tokenRequests: RecordedTokenRequest[] = [];
  const issuedAccessTokens: string[] = [];

  function takeFailure(failure: OAuthFailure): boolean {
    const index = failures.indexOf(failure);
    if (index === -1) return false;
    failures.splice(index, 1);
    return true;
  }

  function authorize(url: URL, response: ServerResponse): void {
    const redirectURI = url.searchParams.get('redirect_uri') ?? '';
    const state = url.searchParams.get('state') ?? '';
    const challenge = url.searchParams.get('code_challenge') ?? '';
    const valid =
      url.searchParams.get('response_type') === 'code' &&
      url.searchParams.get('client_id') === clientID &&
      url.searchParams.get('code_challenge_method') === 'S256' &&
      challenge !== '' &&
      URL.canParse(redirectURI);
    if (!valid) {
      sendJson(response, 400, { error: 'invalid_request' });
      return;
    }
    const back = new URL(redirectURI);
    if (takeFailure('deny-authorization')) {
      back.searchParams.set('error', 'access_denied');
    } else {
      const code = randomToken('code');
      codes.set(code, { redirectURI, codeChallenge: challenge, scope: url.searchParams.get('scope') ?? '' });
      back.searchParams.set('code', code);
    }
    back.searchParams.set('state', state);
    response.writeHead(302, { location: back.toString() });
    response.end();
  }

  function issueTokens(scope: string): Record<string, unknown> {
    const now = Date.now();
    const accessToken = randomToken('access');
    const refreshToken = randomToken('refresh');
    accessTokens.set(accessToken, { scope, expiresAt: now + accessTokenLifetime * 1000 });
    refreshTokens.set(refreshToken, { scope, expiresAt: now + refreshTokenLifetime * 1000 });
    issuedAccessTokens.push(accessToken);
    if (takeFailure('omit-access-token')) return { token_type: 'Bearer' };
    return {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: accessTokenLifetime,
      refresh_token: refreshToken,
      refresh_token_expires_in: refreshTokenLifetime,
      scope,
    };
  }

  /** The answer to one token request: its status and body. */
  function tokenAnswer(fields: Record<string, string>): [number, unknown] {
    if (fields.client_id !== clientID || fields.client_secret !== clientSecret) {
      return [401, { error: 'invalid_client' }];
    }
    if (fields.grant_type === 'authorization_code') {
      const grant = codes.get(fields.code ?? '');
      // A code is good for one exchange, whatever its outcome.
      codes.delete(fields.code ?? '');
      const verifier = fields.code_verifier ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (takeFailure('refuse-code') || !grant || grant.redirectURI !== fields.redirect_uri) {
        return [400, { error: 'invalid_grant' }];
      }
      if (challenge !== grant.codeChallenge)
        return [400, { error: 'invalid_grant', error_description: 'PKCE' }];
      return [200, issueTokens(grant.scope)];
    }
    if (fields.grant_type === 'refresh_token') {
      const issued = refreshTokens.get(fields.refresh_token ?? '');
      if (takeFailure('refuse-refresh') || !issued || issued.expiresAt <= Date.now()) {
        return [400, { error: 'invalid_grant' }];
      }
      // Rotated, as many providers do: the old refresh token stops working.
      refreshTokens.delete(fields.refresh_token ?? '');
      return [200, issueTokens(issued.scope)];
    }
    return [400, { error: 'unsupported_grant_type' }];
  }

  async function token(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const { contentType, fields } = await readTokenRequestBody(request);
    const [status, body] =
      contentType === 'other' ? [415, { error: 'invalid_request' }] : tokenAnswer(fields);
    tokenRequests.push({ contentType, fields, status });
    sendJson(response, status, body);
  }

  function api(request: IncomingMessage, response: ServerResponse): void {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const issued = accessTokens.get(bearer);
    if (!issued || issued.expiresAt <= Date.now()) {
      sendJson(response, 401, { error: 'invalid_token' });
      return;
    }
    sendJson(response, 200, { user: 'oauth-test-user', scope: issued.scope });
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    applyCorsHeaders(response);
    const url = new URL(request.url ?? '/', 'http://oauth.invalid');
    const route = `${request.method ?? 'GET'} ${url.pathname}`;
    if (request.method === 'OPTIONS') answerPreflight(request, response);
    else if (route === 'GET /authorize') authorize(url, response);
    else if (route === 'POST /token') await token(request, response);
    else if (route === 'GET /api/me') api(request, response);
    else sendJson(response, 404, { error: 'not_found' });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error('OAuth test server failed:', error);
      if (!response.headersSent) sendJson(response, 500, { error: 'server_error' });
      else response.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    authorizationURL: `${url}/authorize`,
    tokenURL: `${url}/token`,
    apiURL: `${url}/api/me`,
    clientID,
    clientSecret,
    tokenRequests,
    issuedAccessTokens,
    failNext: (failure) => {
      failures.push(failure);
    },
    setAccessTokenLifetime: (seconds) => {
      accessTokenLifetime = seconds;
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}
