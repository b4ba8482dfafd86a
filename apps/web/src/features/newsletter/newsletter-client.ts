import * as z from 'zod/mini';
import { errorResponseSchema, subscribeNewsletterResponseSchema } from '@confab/core/protocol';
import { ServerRequestError } from '../../host/server-request-error.ts';

export interface SubscribeOptions {
  /** Ignored by the server when a token is sent: a signed-in person subscribes the account's address. */
  email?: string;
  token?: string;
  fetchImplementation?: typeof fetch;
}

/**
 * POST /api/subscribe-newsletter. Throws ServerRequestError carrying the server's userMessage for a
 * 4xx answer that has one, and `fallbackMessage` (the spec's failure text) for anything else.
 */
export async function subscribeToNewsletter(
  fallbackMessage: string,
  { email, token, fetchImplementation = (input, init) => fetch(input, init) }: SubscribeOptions,
): Promise<void> {
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json' };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetchImplementation('/api/subscribe-newsletter', {
      method: 'POST',
      headers,
      body: JSON.stringify(email === undefined ? {} : { email }),
    });
  } catch (error) {
    throw new ServerRequestError(fallbackMessage, undefined, { cause: error });
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok && z.safeParse(subscribeNewsletterResponseSchema, body).success) return;
  const answer = z.safeParse(errorResponseSchema, body);
  const serverWords =
    response.status >= 400 && response.status < 500 && answer.success && answer.data.userMessage !== ''
      ? answer.data.userMessage
      : undefined;
  throw new ServerRequestError(serverWords ?? fallbackMessage, response.status);
}
