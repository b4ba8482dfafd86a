import type { Plugin, StoragePort } from '@confab/core';
import { forgetExpiredAuthorizations, savePendingAuthorization } from './pending-authorizations.ts';
import { codeChallengeS256, randomURLSafeText } from './pkce.ts';
import { readPluginOAuthClient } from './plugin-oauth-client.ts';
import { pluginOAuthRedirectURI } from './plugin-oauth-route.ts';

export type ConnectProblem = 'no-authorization-url' | 'no-client-id';

export class ConnectPluginError extends Error {
  readonly problem: ConnectProblem;
  constructor(problem: ConnectProblem) {
    super(
      problem === 'no-client-id'
        ? 'The plugin has no OAuth client ID'
        : 'The plugin has no authorization URL',
    );
    this.name = 'ConnectPluginError';
    this.problem = problem;
  }
}

export interface ConnectPluginEnvironment {
  storage: StoragePort;
  /** The page's window: its origin makes the redirect URI; it opens the popup or navigates. */
  window: Pick<Window, 'open' | 'location'>;
  now?: number;
}

/** The plugin's authorization URL when it is an http(s) address; never a `javascript:` one. */
export function authorizationURLOf(plugin: Plugin): URL | undefined {
  const address = plugin.oauthConfig?.authorizationURL;
  if (address === undefined || !URL.canParse(address)) return undefined;
  const url = new URL(address);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
}

/** The authorization request (RFC 6749 §4.1.1 with PKCE, RFC 7636), keeping the URL's own query. */
export async function buildAuthorizationURL(
  plugin: Plugin,
  {
    clientID,
    redirectURI,
    state,
    codeVerifier,
  }: Record<'clientID' | 'redirectURI' | 'state' | 'codeVerifier', string>,
): Promise<URL> {
  const url = authorizationURLOf(plugin);
  if (!url) throw new ConnectPluginError('no-authorization-url');
  const config = plugin.oauthConfig;
  const query = url.searchParams;
  query.set('response_type', 'code');
  query.set('client_id', clientID);
  query.set('redirect_uri', redirectURI);
  if (config?.scopes) query.set('scope', config.scopes);
  query.set('state', state);
  query.set('code_challenge', await codeChallengeS256(codeVerifier));
  query.set('code_challenge_method', 'S256');
  if (config?.prompt) query.set('prompt', config.prompt);
  if (config?.accessType) query.set('access_type', config.accessType);
  return url;
}

/** Stores a fresh pending state with its PKCE verifier and returns the authorization request. */
async function rememberAuthorization(
  plugin: Plugin,
  { storage, origin, clientID, now }: { storage: StoragePort; origin: string; clientID: string; now: number },
): Promise<URL> {
  const state = randomURLSafeText();
  const codeVerifier = randomURLSafeText();
  const redirectURI = pluginOAuthRedirectURI(origin);
  await forgetExpiredAuthorizations(storage, now);
  await savePendingAuthorization(storage, {
    state,
    codeVerifier,
    pluginUUID: plugin.uuid,
    redirectURI,
    createdAt: now,
  });
  return buildAuthorizationURL(plugin, { clientID, redirectURI, state, codeVerifier });
}

/**
 * Starts the authorization-code flow: stores a pending state with its PKCE verifier, then opens the
 * provider in a popup, or in this tab when the popup is blocked. The callback page finishes it.
 */
export async function connectPlugin(
  plugin: Plugin,
  { storage, window: page, now = Date.now() }: ConnectPluginEnvironment,
): Promise<'popup' | 'same-tab'> {
  if (!authorizationURLOf(plugin)) throw new ConnectPluginError('no-authorization-url');
  const { clientID } = await readPluginOAuthClient(storage, plugin.id);
  if (clientID === '') throw new ConnectPluginError('no-client-id');
  // Opened now, while the click's user activation lasts (the work below takes a digest and two
  // writes); it waits blank meanwhile.
  const popup = page.open('', 'confab-plugin-oauth', 'popup,width=520,height=700');
  let url: URL;
  try {
    url = await rememberAuthorization(plugin, { storage, origin: page.location.origin, clientID, now });
  } catch (error) {
    // A blank popup left open would look like a connection still under way.
    popup?.close();
    throw error;
  }
  if (popup) {
    // The provider's page gets no handle on the app's window.
    popup.opener = null;
    popup.location.href = url.toString();
    return 'popup';
  }
  page.location.assign(url.toString());
  return 'same-tab';
}
