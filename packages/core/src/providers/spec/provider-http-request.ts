// The exact HTTP request an adapter sends, built by a pure function so tests can assert it whole.
import type { ProviderCallOptions } from './chat-request.ts';
import type { ProviderConnection } from './provider-connection.ts';

export interface ProviderHttpRequest {
  url: string;
  headers: Record<string, string>;
  /** The JSON body before serialising; absent for GET requests. */
  body?: Record<string, unknown>;
}

/** Our headers, then the connection's custom headers, so a custom model can replace any of ours. */
export function connectionHeaders(
  connection: ProviderConnection,
  styleHeaders: Record<string, string>,
): Record<string, string> {
  return { ...styleHeaders, ...connection.headers };
}

/** The connection's extra body fields go last, so they win over anything we mapped. */
export function withBodyFields(
  connection: ProviderConnection,
  body: Record<string, unknown>,
): Record<string, unknown> {
  return { ...body, ...connection.bodyFields };
}

export function sendProviderRequest(
  request: ProviderHttpRequest,
  options: ProviderCallOptions,
): Promise<Response> {
  // Calling the global fetch through a wrapper keeps it bound: a detached `window.fetch` called as a
  // method of another object throws "Illegal invocation" in browsers.
  const fetchFunction = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const init: RequestInit = { method: request.body === undefined ? 'GET' : 'POST', headers: request.headers };
  if (request.body !== undefined) init.body = JSON.stringify(request.body);
  if (options.signal !== undefined) init.signal = options.signal;
  return fetchFunction(request.url, init);
}

/** Removes trailing slashes so `${base}/models` never doubles them. */
export function trimTrailingSlashes(url: string): string {
  return url.replace(/\/+$/, '');
}
