import type { StoragePort } from '@confab/core';
import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { readMcpOAuthRecord, saveMcpOAuthState, updateMcpOAuthRecord } from './mcp-oauth-records.ts';
import { mcpOAuthRedirectURI } from './mcp-oauth-route.ts';

/**
 * The SDK's OAuth client for one MCP server (discovery, dynamic client registration, PKCE, token
 * exchange and refresh all run in the SDK). Confab only keeps its state on this device and, instead
 * of navigating away, records where the person must sign in: a connection that needs it fails, and
 * the settings screen offers "Sign in", which opens that address in a popup.
 */
export function mcpOAuthProvider(
  storage: StoragePort,
  serverURL: string,
  origin: string,
): OAuthClientProvider {
  const redirectURI = mcpOAuthRedirectURI(origin);
  const record = () => readMcpOAuthRecord(storage, serverURL);
  return {
    get redirectUrl() {
      return redirectURI;
    },
    get clientMetadata() {
      return {
        client_name: 'Confab',
        redirect_uris: [redirectURI],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // A browser app keeps no secret: a public client with PKCE.
        token_endpoint_auth_method: 'none',
      };
    },
    state: async () => {
      const state = crypto.randomUUID();
      await saveMcpOAuthState(storage, state, serverURL);
      return state;
    },
    clientInformation: async () => (await record()).client,
    saveClientInformation: (client) => updateMcpOAuthRecord(storage, serverURL, { client }),
    tokens: async () => (await record()).tokens,
    saveTokens: (tokens) =>
      updateMcpOAuthRecord(storage, serverURL, {
        tokens,
        authorizationURL: undefined,
        codeVerifier: undefined,
      }),
    redirectToAuthorization: (authorizationURL) =>
      updateMcpOAuthRecord(storage, serverURL, { authorizationURL: authorizationURL.href }),
    saveCodeVerifier: (codeVerifier) => updateMcpOAuthRecord(storage, serverURL, { codeVerifier }),
    codeVerifier: async () => {
      const verifier = (await record()).codeVerifier;
      if (verifier === undefined) throw new Error('No sign-in is under way for this MCP server');
      return verifier;
    },
    saveDiscoveryState: (discovery) => updateMcpOAuthRecord(storage, serverURL, { discovery }),
    discoveryState: async () => (await record()).discovery,
    invalidateCredentials: async (scope) => {
      const all = scope === 'all';
      await updateMcpOAuthRecord(storage, serverURL, {
        ...(all || scope === 'client' ? { client: undefined } : {}),
        ...(all || scope === 'tokens' ? { tokens: undefined } : {}),
        ...(all || scope === 'verifier' ? { codeVerifier: undefined } : {}),
        ...(all || scope === 'discovery' ? { discovery: undefined } : {}),
      });
    },
  };
}
