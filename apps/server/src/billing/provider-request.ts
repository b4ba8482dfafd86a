import * as z from 'zod/mini';
import { HttpError } from '../http/http-error.ts';

export const providerUnavailableMessage =
  'The payment provider could not be reached. Nothing was charged; please try again.';

/**
 * One call to a payment provider's API, its answer checked against the fields we read. Every
 * failure becomes a 502 with a message for the person; the cause keeps the status for the log but
 * never the request headers, which carry the secret key.
 */
export async function providerRequest<Schema extends z.core.$ZodType>(
  url: string,
  init: RequestInit,
  schema: Schema,
): Promise<z.output<Schema>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    throw new HttpError(502, providerUnavailableMessage, { cause: error });
  }
  const text = await response.text();
  if (!response.ok) {
    const method = init.method ?? 'GET';
    throw new HttpError(502, providerUnavailableMessage, {
      cause: new Error(`${method} ${new URL(url).pathname} answered ${String(response.status)}`),
    });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw new HttpError(502, providerUnavailableMessage, { cause: error });
  }
  const parsed = z.safeParse(schema, body);
  if (!parsed.success) throw new HttpError(502, providerUnavailableMessage, { cause: parsed.error });
  return parsed.data;
}
