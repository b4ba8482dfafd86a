/** The OAuth callback page's path (spec §2): the page the authorization server sends the person back to. */
export const pluginOAuthCallbackPath = '/plugin-oauth/callback';

export function isPluginOAuthCallback(location: Pick<Location, 'pathname'>): boolean {
  return location.pathname === pluginOAuthCallbackPath || location.pathname === `${pluginOAuthCallbackPath}/`;
}

/** The redirect URI registered with a provider: this origin's callback page. */
export function pluginOAuthRedirectURI(origin: string): string {
  return `${origin}${pluginOAuthCallbackPath}`;
}
