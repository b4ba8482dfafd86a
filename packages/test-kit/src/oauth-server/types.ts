/** How the next token request (or authorization) fails, once. */
export type OAuthFailure =
  /** The authorize endpoint redirects back with `error=access_denied` and no code. */
  | 'deny-authorization'
  /** The token endpoint answers 400 `invalid_grant` to the next code exchange. */
  | 'refuse-code'
  /** The token endpoint answers 400 `invalid_grant` to the next refresh. */
  | 'refuse-refresh'
  /** The token endpoint answers 200 with a body that holds no `access_token`. */
  | 'omit-access-token';

export interface OAuthServerOptions {
  clientID?: string;
  clientSecret?: string;
  /** Seconds an access token lives (`expires_in`); default 3600. */
  accessTokenLifetime?: number;
  /** Seconds a refresh token lives (`refresh_token_expires_in`); default 86400. */
  refreshTokenLifetime?: number;
}

/** A token request as it arrived, for tests that check what the client sent. */
export interface RecordedTokenRequest {
  contentType: 'json' | 'urlencoded' | 'other';
  fields: Record<string, string>;
  status: number;
}

export interface OAuthTestServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  authorizationURL: string;
  tokenURL: string;
  /** A protected API: GET answers `{user, scope}` for a valid bearer token, 401 otherwise. */
  apiURL: string;
  clientID: string;
  clientSecret: string;
  tokenRequests: RecordedTokenRequest[];
  /** The access tokens issued so far, oldest first. */
  issuedAccessTokens: string[];
  failNext(failure: OAuthFailure): void;
  setAccessTokenLifetime(seconds: number): void;
  stop(): Promise<void>;
}
