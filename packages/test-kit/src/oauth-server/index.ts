export { startOAuthServer } from './oauth-server.ts';
export type { OAuthFailure, OAuthServerOptions, OAuthTestServer, RecordedTokenRequest } from './types.ts';
