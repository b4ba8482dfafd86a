import * as z from 'zod/mini';
import {
  cloudAccountResponseSchema,
  errorResponseSchema,
  loginResponseSchema,
  logoutResponseSchema,
  revokeOtherSessionsResponseSchema,
  verifyResponseSchema,
  type CloudUser,
  type VerifyResponse,
} from '@confab/core';
import { accountDeletionConfirmation, deleteAccountResponseSchema } from '@confab/core/protocol';
import { genericServerError, ServerRequestError } from '../../host/server-request-error.ts';

export interface AccountClientOptions {
  /** Where the Confab server is; the page's own origin by default. */
  baseUrl?: string;
  fetchImplementation?: typeof fetch;
}

export interface AccountClient {
  requestLoginCode: (input: { email: string; useAltLogin: boolean }) => Promise<void>;
  verifyLoginCode: (input: { email: string; code: string }) => Promise<VerifyResponse>;
  readAccount: (token: string) => Promise<CloudUser>;
  revokeOtherSessions: (token: string) => Promise<string>;
  logOut: (token: string) => Promise<void>;
  /** DELETE /api/account: the account and everything the server holds for it. */
  deleteAccount: (token: string) => Promise<void>;
}

async function readUserMessage(response: Response): Promise<string> {
  if (response.status < 400) return genericServerError;
  try {
    const parsed = errorResponseSchema.safeParse(await response.json());
    return parsed.success && parsed.data.userMessage !== '' ? parsed.data.userMessage : genericServerError;
  } catch {
    return genericServerError;
  }
}

export function createAccountClient({
  baseUrl = '',
  fetchImplementation = (input, init) => fetch(input, init),
}: AccountClientOptions = {}): AccountClient {
  async function call<Schema extends z.ZodMiniType>(
    path: string,
    schema: Schema,
    { method, token, body }: { method: 'GET' | 'POST' | 'DELETE'; token?: string; body?: unknown },
  ): Promise<z.output<Schema>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await fetchImplementation(`${baseUrl}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch {
      throw new ServerRequestError(genericServerError, undefined);
    }
    if (!response.ok) throw new ServerRequestError(await readUserMessage(response), response.status);
    const parsed = z.safeParse(schema, await response.json().catch(() => undefined));
    if (!parsed.success) throw new ServerRequestError(genericServerError, response.status);
    return parsed.data;
  }

  return {
    async requestLoginCode({ email, useAltLogin }) {
      await call('/api/login', loginResponseSchema, { method: 'POST', body: { email, useAltLogin } });
    },
    verifyLoginCode: ({ email, code }) =>
      call('/api/verify', verifyResponseSchema, { method: 'POST', body: { email, code } }),
    async readAccount(token) {
      return (await call('/api/cloud/account', cloudAccountResponseSchema, { method: 'GET', token })).user;
    },
    async revokeOtherSessions(token) {
      const answer = await call(
        '/api/cloud/account/revoke-other-sessions',
        revokeOtherSessionsResponseSchema,
        {
          method: 'POST',
          token,
        },
      );
      return answer.newToken;
    },
    async logOut(token) {
      await call('/api/logout', logoutResponseSchema, { method: 'POST', token });
    },
    async deleteAccount(token) {
      await call('/api/account', deleteAccountResponseSchema, {
        method: 'DELETE',
        token,
        body: { confirm: accountDeletionConfirmation },
      });
    },
  };
}
