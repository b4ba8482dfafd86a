import type { PluginOAuthConfig } from '@confab/core';
import type { PluginOAuthToken } from './oauth-token-record.ts';
import { PluginOAuthError } from './plugin-oauth-error.ts';

export type TokenFetch = (url: string, init: RequestInit) => Promise<Response>;

/** A token endpoint's answer larger than this is not a token answer. */
const maximumAnswerCharacters = 100_000;

/**
 * The body of a token POST (spec §7) in the plugin's `contentType`: JSON or a urlencoded form.
 * Any other content type is refused before anything is sent.
 */
export function tokenRequestInit(contentType: string, fields: ReadonlyMap<string, string>): RequestInit {
  const headers = { accept: 'application/json' };
  if (contentType === 'json') {
    return {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(Object.fromEntries(fields)),
    };
  }
  if (contentType === 'urlencoded') {
    return {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams([...fields]).toString(),
    };
  }
  throw new PluginOAuthError('invalid-content-type');
}

function finiteSeconds(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : undefined;
}

function boundedToken(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 && value.length <= 16_384 ? value : undefined;
}

/**
 * POSTs `fields` to the plugin's token URL and reads the answer into a token record (spec §7:
 * access_token, refresh_token, expires_in, refresh_token_expires_in). A network failure, a refusal
 * or an unreadable answer is "Unable to get access token"; an answer without a token is "No access
 * token". `refused` tells a server's refusal (4xx) apart from a failure to reach it.
 */
export async function requestPluginToken(
  config: Pick<PluginOAuthConfig, 'tokenURL' | 'contentType'>,
  fields: ReadonlyMap<string, string>,
  { fetch, now }: { fetch: TokenFetch; now: number },
): Promise<PluginOAuthToken> {
  const init = tokenRequestInit(config.contentType, fields);
  let response: Response;
  let text: string;
  try {
    response = await fetch(config.tokenURL, init);
    text = await response.text();
  } catch {
    throw new PluginOAuthError('token-request-failed');
  }
  if (!response.ok || text.length > maximumAnswerCharacters) {
    throw new PluginOAuthError('token-request-failed', {
      refused: response.status >= 400 && response.status < 500,
    });
  }
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    throw new PluginOAuthError('token-request-failed');
  }
  const values = new Map(typeof answer === 'object' && answer !== null ? Object.entries(answer) : []);
  const accessToken = boundedToken(values.get('access_token'));
  if (accessToken === undefined) throw new PluginOAuthError('no-access-token');
  const refreshToken = boundedToken(values.get('refresh_token'));
  const expiresIn = finiteSeconds(values.get('expires_in'));
  const refreshTokenExpiresIn = finiteSeconds(values.get('refresh_token_expires_in'));
  return {
    accessToken,
    createdAtUnixTime: Math.floor(now / 1000),
    ...(refreshToken === undefined ? {} : { refreshToken }),
    ...(expiresIn === undefined ? {} : { expiresIn }),
    ...(refreshTokenExpiresIn === undefined ? {} : { refreshTokenExpiresIn }),
  };
}
