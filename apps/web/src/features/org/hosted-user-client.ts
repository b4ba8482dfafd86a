import * as z from 'zod/mini';
import {
  errorResponseSchema,
  hostedUserPath,
  hostedUserResponseSchema,
  orgActivatePromptedPath,
  type HostedUser,
  type HostedUserUpdate,
} from '@confab/core/protocol';
import { cloudTokenStore } from '../account/index.ts';
import { genericServerError, ServerRequestError } from '../../host/server-request-error.ts';

type Fetch = typeof fetch;
const browserFetch: Fetch = (input, init) => fetch(input, init);

async function call(path: string, init: RequestInit, fetchImplementation: Fetch): Promise<unknown> {
  const token = cloudTokenStore.read();
  if (token === undefined) throw new ServerRequestError(genericServerError, 401);
  let response: Response;
  try {
    response = await fetchImplementation(path, {
      ...init,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
      },
    });
  } catch (error) {
    throw new ServerRequestError(genericServerError, undefined, { cause: error });
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) return body;
  if (response.status === 401) cloudTokenStore.endSession(token);
  const answer = z.safeParse(errorResponseSchema, body);
  const serverWords =
    response.status < 500 && answer.success && answer.data.userMessage !== ''
      ? answer.data.userMessage
      : undefined;
  throw new ServerRequestError(serverWords ?? genericServerError, response.status);
}

function readUser(body: unknown): HostedUser {
  const parsed = z.safeParse(hostedUserResponseSchema, body);
  if (!parsed.success) throw new ServerRequestError(genericServerError, undefined);
  return parsed.data.user;
}

/** The signed-in member's account information (spec §7 GET/PUT /api/hosted-users/users/self). */
export const hostedUserClient = {
  load: async (fetchImplementation: Fetch = browserFetch): Promise<HostedUser> =>
    readUser(await call(hostedUserPath, { method: 'GET' }, fetchImplementation)),
  save: async (update: HostedUserUpdate, fetchImplementation: Fetch = browserFetch): Promise<HostedUser> =>
    readUser(
      await call(hostedUserPath, { method: 'PUT', body: JSON.stringify(update) }, fetchImplementation),
    ),
  /** Spec §7: sent when the activation popup opens; the answer does not matter to the popup. */
  activatePrompted: async (fetchImplementation: Fetch = browserFetch): Promise<void> => {
    await call(orgActivatePromptedPath, { method: 'POST' }, fetchImplementation);
  },
};
