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

/** Spec §8: shown when a call throws or answers without a usable userMessage. */
export const genericAccountError = 'Something went wrong. Please try again.';

/** A failed account call, with the text to show: the server's userMessage for 4xx/5xx answers. */
export class AccountRequestError extends Error {
  override readonly name = 'AccountRequestError';

  constructor(
    readonly userMessage: string,
    /** The HTTP status, or undefined when the request never got an answer. */
    readonly status: number | undefined,
  ) {
    super(userMessage);
  }
}

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
}

async function readUserMessage(response: Response): Promise<string> {
  if (response.status < 400) return genericAccountError;
  try {
    const parsed = errorResponseSchema.safeParse(await response.json());
    return parsed.success && parsed.data.userMessage !== '' ? parsed.data.userMessage : genericAccountError;
  } catch {
    return genericAccountError;
  }
}

export function createAccountClient({
  baseUrl = '',
  fetchImplementation = (input, init) => fetch(input, init),
}: AccountClientOptions = {}): AccountClient {
  async function call<Schema extends z.ZodMiniType>(
    path: string,
    schema: Schema,
    { method, token, body }: { method: 'GET' | 'POST'; token?: string; body?: unknown },
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
      throw new AccountRequestError(genericAccountError, undefined);
    }
    if (!response.ok) throw new AccountRequestError(await readUserMessage(response), response.status);
    const parsed = z.safeParse(schema, await response.json().catch(() => undefined));
    if (!parsed.success) throw new AccountRequestError(genericAccountError, response.status);
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
  };
}
