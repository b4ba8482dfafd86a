import { pluginProxyLimits, type PluginProxyRequest, type PluginProxyResponse } from '@confab/core/protocol';

export type ProxyCall = (request: PluginProxyRequest, signal: AbortSignal) => Promise<PluginProxyResponse>;

async function readBoundedText(response: Response): Promise<string> {
  const tooLarge = `The answer is larger than ${pluginProxyLimits.responseBodyBytes / 1024 / 1024} MB.`;
  if (Number(response.headers.get('content-length')) > pluginProxyLimits.responseBodyBytes) {
    await response.body?.cancel();
    throw new Error(tooLarge);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    bytes += value.byteLength;
    if (bytes > pluginProxyLimits.responseBodyBytes) {
      await reader.cancel();
      throw new Error(tooLarge);
    }
    text += decoder.decode(value, { stream: true });
  }
}

async function sendFromBrowser(
  request: PluginProxyRequest,
  signal: AbortSignal,
): Promise<PluginProxyResponse> {
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers ?? [],
    ...(request.body === undefined ? {} : { body: request.body }),
    // The plugin's site gets none of Confab's cookies and does not learn which page called it.
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
    signal,
  });
  const contentType = response.headers.get('content-type') ?? undefined;
  return {
    status: response.status,
    url: response.url || request.url,
    ...(contentType === undefined ? {} : { contentType }),
    body: await readBoundedText(response),
  };
}

/**
 * Makes the call from the browser, and through Confab's server when the browser refuses. A refusal
 * by CORS (the site allows no calls from other origins), by the page's policy (plain http) or a
 * network failure all reach fetch as the same `TypeError`, which is the signal to retry; Stop or
 * the time limit end the call instead. Both ways share the limits of `pluginProxyLimits`.
 */
export async function sendHttpRequest(
  request: PluginProxyRequest,
  { signal, proxy }: { signal: AbortSignal; proxy: ProxyCall },
): Promise<PluginProxyResponse> {
  const timeout = AbortSignal.timeout(pluginProxyLimits.timeoutMs);
  const bounded = AbortSignal.any([signal, timeout]);
  try {
    return await sendFromBrowser(request, bounded);
  } catch (error) {
    signal.throwIfAborted();
    if (timeout.aborted)
      throw new Error(`The site did not answer within ${pluginProxyLimits.timeoutMs / 1000} seconds.`);
    if (!(error instanceof TypeError)) throw error;
  }
  return proxy(request, signal);
}
