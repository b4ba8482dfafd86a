import type { StoragePort } from '@confab/core';
import { mcpOAuthProvider } from './mcp-oauth-provider.ts';
import { takeMcpOAuthState } from './mcp-oauth-records.ts';
import { forgetRemoteMcpServer } from './remote-mcp-client.ts';

export type McpAuthorizationFailure = 'invalid-state' | 'refused' | 'exchange-failed';

export class McpAuthorizationError extends Error {
  constructor(readonly failure: McpAuthorizationFailure) {
    super(`MCP sign-in failed: ${failure}`);
    this.name = 'McpAuthorizationError';
  }
}

export interface CompleteMcpAuthorizationEnvironment {
  storage: StoragePort;
  origin: string;
  now: number;
}

/**
 * The callback page's work: `state` must name a sign-in this device started (within its lifetime);
 * the SDK then exchanges the code with the PKCE verifier and the tokens are stored for the server.
 * Open tabs see the record change and connect again. Resolves with the server's URL.
 */
export async function completeMcpAuthorization(
  query: URLSearchParams,
  { storage, origin, now }: CompleteMcpAuthorizationEnvironment,
): Promise<string> {
  const serverURL = await takeMcpOAuthState(storage, query.get('state') ?? '', now);
  if (serverURL === undefined) throw new McpAuthorizationError('invalid-state');
  // The authorization server sends `error` instead of a code when the person refused or it failed.
  const code = query.get('code') ?? '';
  if (code === '') throw new McpAuthorizationError('refused');
  const { auth } = await import('@modelcontextprotocol/sdk/client/auth.js');
  try {
    const result = await auth(mcpOAuthProvider(storage, serverURL, origin), {
      serverUrl: serverURL,
      authorizationCode: code,
    });
    if (result !== 'AUTHORIZED') throw new McpAuthorizationError('exchange-failed');
  } catch (error) {
    throw error instanceof McpAuthorizationError ? error : new McpAuthorizationError('exchange-failed');
  }
  forgetRemoteMcpServer(serverURL);
  return serverURL;
}
