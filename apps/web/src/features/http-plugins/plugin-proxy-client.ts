import {
  errorResponseSchema,
  pluginProxyResponseSchema,
  type PluginProxyRequest,
  type PluginProxyResponse,
} from '@confab/core/protocol';
import { cloudTokenStore } from '../account/index.ts';
import { ProxyUnavailableError } from './send-http-request.ts';

/** Answers that mean this server makes no calls for this person (signed out) or has no proxy at all. */
const unavailableStatuses: ReadonlySet<number> = new Set([401, 404, 405]);

/**
 * Asks Confab's server to make the call (POST /api/plugin-proxy). The person's session goes along
 * when signed in: the server serves guests only where its owner allows it. Its refusals (a private
 * address, no session, a limit) reject with the server's own words, which the model then reads.
 */
export async function callPluginProxy(
  request: PluginProxyRequest,
  signal: AbortSignal,
): Promise<PluginProxyResponse> {
  const token = cloudTokenStore.read();
  let response: Response;
  try {
    response = await fetch('/api/plugin-proxy', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify(request),
      signal,
    });
  } catch (error) {
    signal.throwIfAborted();
    throw new ProxyUnavailableError("Confab's server could not be reached.", { cause: error });
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const failure = errorResponseSchema.safeParse(body);
    const ErrorType = unavailableStatuses.has(response.status) ? ProxyUnavailableError : Error;
    throw new ErrorType(
      failure.success
        ? failure.data.userMessage
        : `Confab's server could not make the call (${response.status}).`,
    );
  }
  return pluginProxyResponseSchema.parse(body);
}
