import { pluginProxyMethods } from '@confab/core/protocol';

type ProxyMethod = (typeof pluginProxyMethods)[number];

function proxyMethod(method: string): ProxyMethod | undefined {
  return pluginProxyMethods.find((candidate) => candidate === method);
}

/** Statuses whose response has no body, which `new Response` refuses one for. */
const nullBodyStatuses: ReadonlySet<number> = new Set([101, 204, 205, 304]);

/**
 * The fetch the SDK's Streamable HTTP transport uses for a remote MCP server that answers no CORS for
 * this page: each request goes through Confab's server (POST /api/plugin-proxy), with the proxy's
 * address rules, limits and sign-in requirement. The proxy returns whole answers, which is what a
 * Streamable HTTP server's answer to a POST is (its event stream ends with the response); the
 * standalone GET stream for server notifications never ends, so it is declined with 405, which the
 * SDK reads as "this server offers none".
 */
export async function proxiedMcpFetch(input: string | URL, init?: RequestInit): Promise<Response> {
  const method = proxyMethod((init?.method ?? 'GET').toUpperCase());
  if (method === undefined || method === 'GET') return new Response(null, { status: 405 });
  if (init?.body !== undefined && init.body !== null && typeof init.body !== 'string') {
    throw new TypeError('Only text bodies go through the proxy.');
  }
  // Loaded on first use: the proxy client brings the account feature, which MCP's Node tests lack.
  const { callPluginProxy } = await import('../http-plugins/index.ts');
  const answer = await callPluginProxy(
    {
      url: String(input),
      method,
      headers: [...new Headers(init?.headers).entries()],
      ...(typeof init?.body === 'string' ? { body: init.body } : {}),
    },
    init?.signal ?? new AbortController().signal,
  );
  const headers = new Headers(answer.headers ?? []);
  if (answer.contentType !== undefined) headers.set('content-type', answer.contentType);
  const status = answer.status >= 200 && answer.status <= 599 ? answer.status : 502;
  return new Response(nullBodyStatuses.has(status) ? null : answer.body, { status, headers });
}
