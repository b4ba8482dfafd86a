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

/** Raised by a proxy call that the server cannot make here at all (signed out on a host without guests, no server). */
export class ProxyUnavailableError extends Error {
  override readonly name = 'ProxyUnavailableError';
}

const safelistedHeaders: ReadonlySet<string> = new Set([
  'accept',
  'accept-language',
  'content-language',
  'content-type',
]);
const simpleContentTypes: readonly string[] = [
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'text/plain',
];

/**
 * A POST the browser sends without asking the site first (no CORS preflight): only safelisted
 * headers and a form or text body. Such a request reaches the site even when the browser then
 * refuses to show the answer, so retrying it through the proxy would send it twice.
 */
export function isPostWithoutPreflight(request: PluginProxyRequest): boolean {
  if (request.method !== 'POST') return false;
  return (request.headers ?? []).every(([name, value]) => {
    const lower = name.toLowerCase();
    if (!safelistedHeaders.has(lower)) return false;
    return (
      lower !== 'content-type' || simpleContentTypes.includes(value.split(';')[0]?.trim().toLowerCase() ?? '')
    );
  });
}

async function sendFromBrowserWithin(
  request: PluginProxyRequest,
  signal: AbortSignal,
): Promise<PluginProxyResponse> {
  const timeout = AbortSignal.timeout(pluginProxyLimits.timeoutMs);
  try {
    return await sendFromBrowser(request, AbortSignal.any([signal, timeout]));
  } catch (error) {
    signal.throwIfAborted();
    if (timeout.aborted)
      throw new Error(`The site did not answer within ${pluginProxyLimits.timeoutMs / 1000} seconds.`);
    throw error;
  }
}

/**
 * Makes the call from the browser, and through Confab's server when the browser refuses. A refusal
 * by CORS (the site allows no calls from other origins), by the page's policy (plain http) or a
 * network failure all reach fetch as the same `TypeError`, which is the signal to retry; Stop or
 * the time limit end the call instead. A POST sent without a preflight goes the other way round
 * (the proxy first, the browser only when the proxy is unavailable), so it is never sent twice.
 * Both ways share the limits of `pluginProxyLimits`.
 */
export async function sendHttpRequest(
  request: PluginProxyRequest,
  { signal, proxy }: { signal: AbortSignal; proxy: ProxyCall },
): Promise<PluginProxyResponse> {
  if (isPostWithoutPreflight(request)) {
    try {
      return await proxy(request, signal);
    } catch (error) {
      if (!(error instanceof ProxyUnavailableError)) throw error;
    }
    return sendFromBrowserWithin(request, signal);
  }
  try {
    return await sendFromBrowserWithin(request, signal);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
  }
  return proxy(request, signal);
}
