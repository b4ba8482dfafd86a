/** Where an MCP server's authorization server sends the person back after they grant access. */
export const mcpOAuthCallbackPath = '/mcp-oauth/callback';

export function isMcpOAuthCallback(location: Pick<Location, 'pathname'>): boolean {
  return location.pathname === mcpOAuthCallbackPath || location.pathname === `${mcpOAuthCallbackPath}/`;
}

export function mcpOAuthRedirectURI(origin: string): string {
  return `${origin}${mcpOAuthCallbackPath}`;
}
