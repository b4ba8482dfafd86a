import { describe, expect, it } from 'vitest';
import { PluginOAuthError } from './plugin-oauth-error.ts';
import { requestPluginToken, tokenRequestInit, type TokenFetch } from './token-request.ts';

const fields = new Map([
  ['code', 'the code'],
  ['client_id', 'client'],
  ['client_secret', 's&cret'],
  ['redirect_uri', 'http://localhost/plugin-oauth/callback'],
  ['grant_type', 'authorization_code'],
  ['code_verifier', 'verifier'],
]);

function answering(status: number, body: string): TokenFetch {
  return () => Promise.resolve(new Response(body, { status }));
}

async function failureOf(promise: Promise<unknown>): Promise<PluginOAuthError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof PluginOAuthError)) throw new Error('expected a PluginOAuthError');
  return error;
}

const config = { tokenURL: 'https://auth.example/token', contentType: 'json' } as const;

describe('token request bodies', () => {
  it('sends JSON for contentType json', () => {
    const init = tokenRequestInit('json', fields);
    expect(init.headers).toMatchObject({ 'content-type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual({
      code: 'the code',
      client_id: 'client',
      client_secret: 's&cret',
      redirect_uri: 'http://localhost/plugin-oauth/callback',
      grant_type: 'authorization_code',
      code_verifier: 'verifier',
    });
  });

  it('sends a form for contentType urlencoded', () => {
    const init = tokenRequestInit('urlencoded', fields);
    expect(init.headers).toMatchObject({ 'content-type': 'application/x-www-form-urlencoded' });
    expect(init.body).toBe(
      'code=the+code&client_id=client&client_secret=s%26cret&redirect_uri=http%3A%2F%2Flocalhost%2Fplugin-oauth%2Fcallback&grant_type=authorization_code&code_verifier=verifier',
    );
  });

  it('refuses any other content type: "Invalid connection contentType"', () => {
    expect(() => tokenRequestInit('xml', fields)).toThrow('Invalid connection contentType');
  });
});

describe('requestPluginToken', () => {
  it('reads the token answer into a record', async () => {
    const body = JSON.stringify({
      access_token: 'access',
      refresh_token: 'refresh',
      expires_in: 3600,
      refresh_token_expires_in: '86400',
    });
    expect(await requestPluginToken(config, fields, { fetch: answering(200, body), now: 5_000_500 })).toEqual(
      {
        accessToken: 'access',
        refreshToken: 'refresh',
        expiresIn: 3600,
        refreshTokenExpiresIn: 86_400,
        createdAtUnixTime: 5000,
      },
    );
  });

  it('says "Unable to get access token" for a refusal, an unreachable server or a non-JSON answer', async () => {
    const refused = await failureOf(
      requestPluginToken(config, fields, { fetch: answering(400, '{}'), now: 0 }),
    );
    expect(refused.message).toBe('Unable to get access token');
    expect(refused.refused).toBe(true);
    const unreachable = await failureOf(
      requestPluginToken(config, fields, { fetch: () => Promise.reject(new TypeError('offline')), now: 0 }),
    );
    expect(unreachable.message).toBe('Unable to get access token');
    expect(unreachable.refused).toBe(false);
    const html = await failureOf(
      requestPluginToken(config, fields, { fetch: answering(200, '<html>'), now: 0 }),
    );
    expect(html.failure).toBe('token-request-failed');
  });

  it('says "No access token" when the answer holds none', async () => {
    const error = await failureOf(
      requestPluginToken(config, fields, { fetch: answering(200, '{"token_type":"Bearer"}'), now: 0 }),
    );
    expect(error.message).toBe('No access token');
  });
});
