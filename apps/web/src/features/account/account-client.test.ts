import { describe, expect, it, vi } from 'vitest';
import { genericServerError, ServerRequestError } from '../../host/server-request-error.ts';
import { createAccountClient } from './account-client.ts';

function answering(status: number, body: unknown) {
  return vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
}

async function failureOf(promise: Promise<unknown>): Promise<ServerRequestError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ServerRequestError)) throw new Error('Expected a ServerRequestError.');
  return error;
}

describe('account client', () => {
  it('posts the login and verify bodies of the spec and reads the token', async () => {
    const fetchImplementation = answering(200, {
      token: 't-1',
      user: { email: 'ada@example.com', externalUserID: 'u-1' },
    });
    const client = createAccountClient({ fetchImplementation });
    const result = await client.verifyLoginCode({ email: 'ada@example.com', code: 'ABC234' });
    expect(result.token).toBe('t-1');
    const [url, init] = fetchImplementation.mock.calls[0] ?? [];
    expect(url).toBe('/api/verify');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ email: 'ada@example.com', code: 'ABC234' }));
  });

  it('sends the token as a bearer header and reads newToken', async () => {
    const fetchImplementation = answering(200, { newToken: 't-2' });
    const client = createAccountClient({ fetchImplementation });
    expect(await client.revokeOtherSessions('t-1')).toBe('t-2');
    const init = fetchImplementation.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer t-1');
  });

  it('deletes the account with DELETE, the bearer token and the confirmation word', async () => {
    const fetchImplementation = answering(200, { deleted: true });
    const client = createAccountClient({ fetchImplementation });
    await client.deleteAccount('t-1');
    const [url, init] = fetchImplementation.mock.calls[0] ?? [];
    expect(url).toBe('/api/account');
    expect(init?.method).toBe('DELETE');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer t-1');
    expect(init?.body).toBe(JSON.stringify({ confirm: 'DELETE' }));
    const refused = createAccountClient({
      fetchImplementation: answering(409, { userMessage: 'Cancel your storage subscription first.' }),
    });
    expect((await failureOf(refused.deleteAccount('t-1'))).userMessage).toBe(
      'Cancel your storage subscription first.',
    );
  });

  it("shows the server's userMessage for answers of 400 and above", async () => {
    const client = createAccountClient({
      fetchImplementation: answering(429, { userMessage: 'Too many attempts.' }),
    });
    const error = await failureOf(client.requestLoginCode({ email: 'ada@example.com', useAltLogin: false }));
    expect(error.userMessage).toBe('Too many attempts.');
    expect(error.status).toBe(429);
  });

  it('falls back to the generic message without a userMessage, on a network failure or a bad answer', async () => {
    const cases = [
      answering(500, '<html>'),
      vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch'))),
      answering(200, { unexpected: true }),
    ];
    for (const fetchImplementation of cases) {
      const client = createAccountClient({ fetchImplementation });
      expect((await failureOf(client.readAccount('t-1'))).userMessage).toBe(genericServerError);
    }
  });
});
