import {
  errorResponseSchema,
  pluginProxyResponseSchema,
  type PluginProxyRequest,
  type PluginProxyResponse,
} from '@confab/core/protocol';
import { cloudTokenStore } from '../account/index.ts';

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
  const response = await fetch('/api/plugin-proxy', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(request),
    signal,
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const failure = errorResponseSchema.safeParse(body);
    throw new Error(
      failure.success
        ? failure.data.userMessage
        : `Confab's server could not make the call (${response.status}).`,
    );
  }
  return pluginProxyResponseSchema.parse(body);
}
